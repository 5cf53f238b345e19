/** The service's JSON bodies, as the REST resources declare them (src/main/java/.../rest). */

import type { JobLease, LeaseFactorsPermille, LeaseOption, LeaseType, PreemptionPolicy, QueuePreemption } from './leases';
import type { JobPeering, QuoteRedirection } from './peering';

export type * from './leases';

export type Role = 'user' | 'owner' | 'admin';

export interface DemoLogins {
  enabled: boolean;
  usernames: string[];
  password?: string | null;
}

export interface LoginResponse {
  accessToken: string;
  tokenType: string;
  expiresAt: string;
}

export interface Me {
  id: number;
  username: string;
  roles: Role[];
}

export interface Balance {
  accountId: number;
  balanceMicroGd: number;
  heldMicroGd: number;
  availableMicroGd: number;
  incomingMicroGd: number;
  balanceGd: string;
  heldGd: string;
  availableGd: string;
  incomingGd: string;
}

export interface AccountRow {
  id: number;
  kind: 'TREASURY' | 'USER_WALLET' | 'OWNER_REVENUE' | 'GATEWAY_SETTLEMENT';
  name: string;
  username: string | null;
  debitsPending: number;
  debitsPosted: number;
  creditsPending: number;
  creditsPosted: number;
}

export interface StatementLine {
  seq: number;
  transferId: string;
  kind: string;
  code: string;
  createdAt: string;
  counterpartyAccountId: number;
  /** "owner1's revenue" (newer services); the page falls back to the account number. */
  counterpartyName?: string | null;
  amount: number;
  balanceChange: number;
  heldChange: number;
  balanceAfter: number;
  heldAfter: number;
  jobRef: string | null;
}

export interface Statement {
  account: AccountRow;
  page: number;
  size: number;
  total: number;
  lines: StatementLine[];
}

/**
 * A price card as posted (SiteViews.PriceRequest): the price is per processor-hour. The optional band is what
 * the cheapest and the dearest processor cost per processor-hour on a cluster whose price rises as it fills
 * (tenders); both or neither, min ≤ max.
 */
export interface PriceCard {
  priceMicroGdPerProcessorHour: number;
  fixedCostMicroGdPerCpuSecond?: number | null;
  minMachinePriceMicroGdPerProcessorHour?: number | null;
  maxMachinePriceMicroGdPerProcessorHour?: number | null;
  /** What a preemptable lease pays, in ‰ of the price (seed 001 §4.2); absent: no discounts (all 1,000). */
  leaseFactorsPermille?: LeaseFactorsPermille | null;
}

export interface PriceView extends PriceCard {
  priceGdPerProcessorHour: string;
}

/**
 * The unit of a price in the history: per processor-hour, or per MI for what was posted before prices were
 * per processor-hour (migration V10).
 */
export type PriceUnit = 'PER_PROCESSOR_HOUR' | 'PER_MI';

/** A price card in the history (SiteViews.HistoricPriceView), its price in the unit it was posted in. */
export interface HistoricPrice {
  priceMicroGd: number;
  priceGd: string;
  unit: PriceUnit;
  fixedCostMicroGdPerCpuSecond?: number | null;
  minMachinePriceMicroGdPerProcessorHour?: number | null;
  maxMachinePriceMicroGdPerProcessorHour?: number | null;
  leaseFactorsPermille?: LeaseFactorsPermille | null;
}

export interface Site {
  id: number;
  name: string;
  owner: string;
  processors: number;
  mipsPerProcessor: number;
  bandwidthGbps: number;
  memoryPerNodeMb: number | null;
  gridName: string;
  price: PriceView | null;
  createdAt: string;
  /** Set once the owner has withdrawn the cluster (POST /api/sites/{id}/withdraw): it takes no new jobs. */
  withdrawnAt?: string | null;
  /** How a local job that cannot start chooses the leases it preempts (absent from older services: MOML). */
  preemptionPolicy?: PreemptionPolicy;
}

/** POST /api/sites (SiteResource.RegisterSite). */
export interface RegisterSite {
  name: string;
  processors: number;
  mipsPerProcessor: number;
  bandwidthGbps: number;
  memoryPerNodeMb?: number | null;
  gridName: string;
  price?: PriceCard | null;
}

/** One point of GET /api/sites/{id}/utilisation?hours=N (model time). */
export interface UtilisationPoint {
  at: string;
  busyProcessors: number;
  utilisation: number;
}

/** GET /api/audit/accounts?username= */
export interface AccountRef {
  id: number;
  kind: AccountRow['kind'];
  name: string;
  username: string | null;
}

/** POST /api/revenue/payouts: the id makes a repeated request harmless. */
export interface PayoutRequest {
  id: string;
  amountMicroGd: number;
}

export interface PriceChange {
  id: number;
  /** The owner who posted it; null for a change the system made (then reason says why). */
  changedBy: string | null;
  reason?: string | null;
  changedAt: string;
  oldPrice: HistoricPrice | null;
  newPrice: HistoricPrice | null;
}

export interface DirectoryEntry {
  rank: number;
  siteId: number;
  name: string;
  processors: number;
  mipsPerProcessor: number;
  bandwidthGbps: number;
  priceMicroGdPerProcessorHour: number;
  priceGdPerProcessorHour: string;
  /** The price per MI the cheapest order sorts by, P / (3,600 × MIPS), in µG$ as exact decimal text. */
  pricePerMiMicroGd: string;
}

export interface TrialBalance {
  accounts: AccountRow[];
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
  balanced: boolean;
  accountsDisagreeingWithTransfers: number[];
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  brokenSeq: number | null;
  brokenTransferId: string | null;
  reason: string | null;
}

export interface Transfer {
  seq: number;
  id: string;
  kind: string;
  debitAccountId: number;
  creditAccountId: number;
  /** "alice's wallet" (newer services); the page falls back to the account number. */
  debitAccountName?: string | null;
  creditAccountName?: string | null;
  amountMicroGd: number;
  amountGd: string;
  pendingId: string | null;
  code: string;
  jobRef: string | null;
  contractRef: string | null;
  linkedGroup: string | null;
  expiresAt: string | null;
  createdAt: string;
  previousHash: string;
  hash: string;
}

export interface UserView {
  id: number;
  username: string;
  role: Role;
  createdAt: string;
}

export interface CreateUser {
  username: string;
  password: string;
  role: Role;
}

export interface GrantRequest {
  id: string;
  username: string;
  amountMicroGd: number;
}

/* ---- jobs (JobViews, SiteQueue, Reconciliation, JobService.ModelClock). Every time is MODEL time. ---- */

/** A registered strategy's name, as GET /api/strategies lists them (api/strategies). */
export type Strategy = string;

/** PREEMPTED is not final: the job is suspended or being moved, and runs again at its new plan. */
export type JobState = 'SUBMITTED' | 'QUEUED' | 'ACCEPTED' | 'RUNNING' | 'PREEMPTED' | 'COMPLETED' | 'REJECTED'
  | 'CANCELLED' | 'FAILED';

export type { FederationQueueView, QueuePlace, QueuedJob } from './queue';

/** A job for a quote or a submission: exactly one of lengthMi and runtimeSeconds. */
export interface JobBody {
  processors: number;
  lengthMi?: number;
  runtimeSeconds?: number;
  budgetMicroGd: number;
  deadlineSeconds: number;
  strategy: Strategy;
  /** Only for a strategy that takes it (api/strategies): what each second late costs, µG$ (> 0). Absent: hard. */
  tardinessPenaltyMicroGdPerSecond?: number;
  /** Only for a strategy that sells leases (api/strategies); absent: NON_PREEMPTABLE. */
  leaseType?: LeaseType;
}

/** A tender's bid for a placed job (JobViews): its cost and window are the job's price and planned times. */
export interface WinningBid {
  tardinessSeconds: number;
  penaltyMicroGd: number;
  penaltyGd: string;
  /** What the bid leaves the user: budget − cost − penalty (may be negative). */
  utilityMicroGd: number;
  utilityGd: string;
}

/** A cluster's bid in a TENDER quote: the candidate's cost, start and finish are the bid's. */
export interface Bid extends WinningBid {
  /** The order in which bids would be awarded (1 first); null for a bid that leaves less than nothing. */
  awardRank: number | null;
}

export interface Candidate {
  rank: number;
  siteId: number;
  /** null: the cost is beyond any budget (the site is unaffordable for this job). */
  costMicroGd: number | null;
  costGd: string | null;
  estimatedStart: string;
  estimatedFinish: string;
  withinBudget: boolean;
  meetsDeadline: boolean;
  chosen: boolean;
  /** Why the strategy chose this site or passed over it, in its own words. */
  why?: string | null;
  /** TENDER's bid (null or absent for OFT and OFC). */
  bid?: Bid | null;
}

export interface Quote extends QuoteRedirection {
  /** The strategy that quoted (OFC, OFT, …). */
  strategy?: string;
  /** The lease type quoted (absent from older services). */
  leaseType?: LeaseType;
  /** Every lease type side by side (absent from older services and for strategies without lease types). */
  leaseOptions?: LeaseOption[] | null;
  candidates: Candidate[];
  chosenSiteId: number | null;
  reason: string | null;
  earliestFeasibleFinish: string | null;
  cheapestFeasibleCostMicroGd: number | null;
}

export interface JobEventView {
  at: string;
  state: string;
  detail: string | null;
}

export interface Job extends JobLease, JobPeering {
  id: number;
  kind: string;
  state: JobState;
  strategy: string;
  processors: number;
  lengthMi: number;
  budgetMicroGd: number;
  deadlineSeconds: number;
  /** TENDER's lateness penalty, µG$ per second late; null for a hard deadline or another strategy. */
  tardinessPenaltyMicroGdPerSecond?: number | null;
  /** The winning bid of a placed TENDER job; null otherwise. */
  bid?: WinningBid | null;
  homeSiteId: number;
  siteId: number | null;
  priceMicroGd: number | null;
  priceGd: string | null;
  chargedMicroGd: number | null;
  runtimeSeconds: number | null;
  submittedAt: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  startedAt: string | null;
  endedAt: string | null;
  rejection: string | null;
  events: JobEventView[] | null;
  transfers: Transfer[] | null;
}

/** One server-sent status change (JobEvents.JobEvent). */
export interface JobStatusEvent {
  jobId: number;
  userId: number;
  state: JobState;
  siteId: number | null;
  at: string;
  detail: string | null;
}

export interface ModelClock {
  now: string;
  timeScale: number;
}

/** Who a queued job is for: paid by a federation user, the owner's local work, or generated background load. */
export type QueueJobKind = 'federation' | 'local' | 'background';

export interface QueueEntry extends QueuePreemption {
  jobId: number;
  /** Absent from older services. */
  kind?: QueueJobKind;
  /** Whether the viewer may open the job (GET /api/jobs/{id}); absent from older services. */
  visible?: boolean;
  state: string;
  processors: number;
  plannedStart: string;
  plannedEnd: string;
}

export interface SiteQueueView {
  siteId: number;
  now: string;
  jobs: QueueEntry[];
  utilisationNow: number;
  utilisationLastHour: number;
  earningsMicroGd: number;
  earningsGd: string;
}

export interface LocalJobBody {
  processors: number;
  runtimeSeconds: number;
}

export interface ReconciliationReport {
  ok: boolean;
  finalJobsWithOpenHold: number;
  activeJobsWithoutHold: number;
  chargedOnJobsMicroGd: number;
  postedToOwnersMicroGd: number;
  jobsWithOpenHold: number[];
}
