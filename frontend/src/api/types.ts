/**
 * The service's JSON bodies under the names the web app uses: each is the generated type of the service's OpenAPI
 * document (./schema), with the fields that may be null named and the text fields whose values the client knows
 * narrowed. Every time on a job is MODEL time.
 */
import type { Answer, Narrowed, Nullable, Schemas } from './schema';
import type { LeaseOption, LeaseType, PreemptionPolicy } from './leases';
import type { RedirectionView } from './peering';
import type { AgentStatus } from './agents';

export type * from './leases';
export type * from './agents';
export type { Schemas } from './schema';
export type { FederationQueueView, QueuePlace, QueuedJob } from './queue';

export type Role = 'user' | 'owner' | 'admin';

export type DemoLogins = Nullable<Schemas['DemoLogins'], 'password'>;
export type LoginResponse = Schemas['LoginResponse'];
export type Me = Narrowed<Nullable<Schemas['Me'], 'homeSiteId' | 'homeSiteName' | 'homeGrid'>, { roles: Role[] }>;
export type Balance = Schemas['BalanceView'];
/** GET /api/revenue: earned (all time), incoming (held), paid out, and available = earned − paid out. */
export type Revenue = Schemas['RevenueView'];

export type AccountRow = Nullable<Schemas['AccountRow'], 'username'>;
export type StatementLine = Nullable<Schemas['StatementLine'], 'counterpartyName' | 'jobRef'>;
export type Statement = Narrowed<Schemas['Statement'], { account: AccountRow; lines: StatementLine[] }>;

/** Fields of a price card the owner may leave out (PriceRequest; null and absent mean the same). */
type OptionalPriceFields = 'fixedCostMicroGdPerCpuSecond' | 'minMachinePriceMicroGdPerProcessorHour'
  | 'maxMachinePriceMicroGdPerProcessorHour' | 'leaseFactorsPermille';

/**
 * A price card as posted (SiteViews.PriceRequest): the price is per processor-hour. The optional band is what
 * the cheapest and the dearest processor cost per processor-hour on a cluster whose price rises as it fills
 * (tenders); both or neither, min ≤ max.
 */
export type PriceCard = Omit<Schemas['PriceRequest'], OptionalPriceFields>
  & { [P in OptionalPriceFields]?: Schemas['PriceRequest'][P] | null };
export type PriceView = Nullable<NonNullable<Schemas['SiteView']['price']>, OptionalPriceFields>;

/** Per processor-hour, or per MI for what was posted before prices were per processor-hour (migration V10). */
export type PriceUnit = Schemas['PriceUnit'];
export type HistoricPrice = Nullable<Schemas['HistoricPriceView'], OptionalPriceFields>;

export type Site = Narrowed<Nullable<Schemas['SiteView'], 'memoryPerNodeMb' | 'withdrawnAt'>, {
  price: PriceView | null;
  /** How a local job that cannot start chooses the leases it preempts. */
  preemptionPolicy: PreemptionPolicy;
  /** Its agent, shown to its owner only and only in agent mode (issue 33); null otherwise. */
  agent: AgentStatus | null;
}>;
/** POST /api/sites (SiteResource.RegisterSite). */
export type RegisterSite = Narrowed<Schemas['RegisterSite'], { price?: PriceCard | null; memoryPerNodeMb?: number | null }>;
/** One point of GET /api/sites/{id}/utilisation?hours=N (model time). */
export type UtilisationPoint = Answer<'getUtilisation'>[number];
/** POST /api/sites/{id}/price-advice (issue 35 C): today's price (null: withdrawn) and each candidate replayed. */
export type PriceAdvice = Nullable<Answer<'priceAdvice'>, 'current' | 'currentPriceMicroGdPerProcessorHour'>;
/** Its request: 1 to 50 prices (µG$ per processor-hour) and 1 to 168 model hours. */
export type PriceAdviceRequest = Schemas['AdviceRequest'];
/** GET /api/audit/accounts?username= */
export type AccountRef = Nullable<Schemas['AccountView'], 'username'>;
/** POST /api/revenue/payouts: the id makes a repeated request harmless. */
export type PayoutRequest = Schemas['PayoutRequest'];
/** A price change; changedBy is null for a change the system made (then reason says why). */
export type PriceChange = Narrowed<Nullable<Schemas['PriceChangeView'], 'changedBy' | 'reason'>, {
  oldPrice: HistoricPrice | null;
  newPrice: HistoricPrice | null;
}>;
export type DirectoryEntry = Schemas['DirectoryEntry'];
export type TrialBalance = Narrowed<Schemas['TrialBalance'], { accounts: AccountRow[] }>;
export type ChainCheck = Nullable<Schemas['ChainView'], 'brokenSeq' | 'brokenTransferId' | 'reason'>;
export type Transfer = Nullable<Schemas['TransferView'], 'debitAccountName' | 'creditAccountName' | 'pendingId'
  | 'jobRef' | 'contractRef' | 'linkedGroup' | 'expiresAt'>;
export type UserView = Narrowed<Nullable<Schemas['UserView'], 'homeSiteId'>, { role: Role }>;
export type CreateUser = Narrowed<Schemas['CreateUser'], { role: Role }>;
export type GrantRequest = Schemas['GrantRequest'];

/* ---- jobs (JobViews, SiteQueue, Reconciliation, JobService.ModelClock). Every time is MODEL time. ---- */

/** A registered strategy's name, as GET /api/strategies lists them (api/strategies). */
export type Strategy = string;

/** PREEMPTED is not final: the job is suspended or being moved, and runs again at its new plan. */
export type JobState = 'SUBMITTED' | 'QUEUED' | 'ACCEPTED' | 'RUNNING' | 'PREEMPTED' | 'COMPLETED' | 'REJECTED'
  | 'CANCELLED' | 'FAILED';

/** A job for a quote or a submission: exactly one of lengthMi and runtimeSeconds. */
export type JobBody = Narrowed<Schemas['JobBody'], { strategy: Strategy; leaseType?: LeaseType }>;

/** A tender's bid for a placed job (JobViews): its cost and window are the job's price and planned times. */
export type WinningBid = Schemas['WinningBidView'];
/** A cluster's bid in a TENDER quote; awardRank null for a bid that leaves less than nothing. */
export type Bid = Nullable<Schemas['BidView'], 'awardRank'>;
/** costMicroGd null: the cost is beyond any budget (the site is unaffordable for this job). */
export type Candidate = Narrowed<Nullable<Schemas['CandidateView'], 'costMicroGd' | 'costGd' | 'why'>,
  { bid: Bid | null }>;
/**
 * A quote; {@code quoteId} (null when nothing was chosen) holds {@code priceMicroGd} on the quoted option until
 * {@code validUntil}, wall clock (issue 32's binding quotes): PRICE exactly, BUDGET a queued job's budget.
 */
export type Quote = Narrowed<Nullable<Schemas['QuoteView'], 'chosenSiteId' | 'reason' | 'earliestFeasibleFinish'
  | 'cheapestFeasibleCostMicroGd' | 'quoteId' | 'validUntil' | 'binds' | 'priceMicroGd' | 'priceGd' | 'siteId'
  | 'siteName' | 'contractId'>, {
  leaseType: LeaseType;
  binds: 'PRICE' | 'BUDGET' | null;
  candidates: Candidate[];
  leaseOptions: LeaseOption[] | null;
  redirection: RedirectionView | null;
}>;
export type JobEventView = Nullable<Schemas['EventView'], 'detail'>;

/** Fields of a job that are null until they apply (placed, started, ended; a lease, a peer grid). */
type JobNullable = 'siteId' | 'priceMicroGd' | 'priceGd' | 'chargedMicroGd' | 'runtimeSeconds' | 'submittedAt'
  | 'plannedStart' | 'plannedEnd' | 'startedAt' | 'endedAt' | 'rejection' | 'tardinessPenaltyMicroGdPerSecond'
  | 'preemptedByJobId' | 'homeGrid' | 'servingGrid'
  | 'contractId' | 'contractPriceMicroGdPerProcessorHour' | 'sitePriceMicroGd' | 'quoteId';
/**
 * After a preemption: the kind of the local job that preempted it last (the owner's own, or the cluster's
 * background load) and the site's policy that chose it (seed 001 §6); null when never preempted.
 */
export type Job = Narrowed<Nullable<Schemas['JobView'], JobNullable>, {
  state: JobState;
  /** QUOTE: its quote's price, held exactly; SUBMISSION: its strategy's price when submitted; START: a queued job's. */
  pricedAt: 'QUOTE' | 'SUBMISSION' | 'START';
  leaseType: LeaseType;
  bid: WinningBid | null;
  events: JobEventView[] | null;
  transfers: Transfer[] | null;
  preemptedByKind: 'local' | 'background' | null;
  preemptedUnderPolicy: Exclude<PreemptionPolicy, 'NOP'> | null;
}>;

/** One server-sent status change (JobEvents.JobEvent). */
export type JobStatusEvent = Narrowed<Nullable<Schemas['JobEvent'], 'siteId' | 'detail'>, { state: JobState }>;
export type ModelClock = Schemas['ModelClock'];

/** Who a queued job is for: paid by a federation user, the owner's local work, or generated background load. */
export type QueueJobKind = Answer<'getSiteQueue'>['jobs'][number]['kind'];
export type QueueEntry = Nullable<Answer<'getSiteQueue'>['jobs'][number], 'preemptedBy' | 'preempted'>;
export type SiteQueueView = Narrowed<Answer<'getSiteQueue'>, { jobs: QueueEntry[] }>;
export type LocalJobBody = Schemas['LocalJobBody'];
export type ReconciliationReport = Answer<'getReconciliation'>;
/** A job in the admins' list (GET /api/audit/jobs): who submitted it, where it ran, its money. */
export type AuditedJob = Nullable<Schemas['AuditedJobView'], 'siteId' | 'priceMicroGd' | 'chargedMicroGd' | 'endedAt'>;
