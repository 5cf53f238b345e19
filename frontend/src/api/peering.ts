/**
 * Live peering between grids (issue 23, seed 000 §5): contracts between grids' gateways, the gateways'
 * balances, and a job's redirection to another grid. Every time is MODEL time; every price per
 * processor-hour is in µG$, and `null` for a price means ∞ (the seller offers nothing until its next update).
 */
import type { Narrowed, Nullable, Schemas } from './schema';
import type { Job, Quote } from './types';

export type ContractType = 'FIXED' | 'RANGE';

/** One pricing of a contract: [p_min, p_max] per processor-hour until the next update. */
export type ContractPriceView = Nullable<Schemas['ContractView']['history'][number],
  'minMicroGdPerProcessorHour' | 'maxMicroGdPerProcessorHour' | 'minGd' | 'maxGd'>;

/** GET /api/contracts (newest first), POST /api/admin/contracts, POST /api/admin/contracts/{id}/end. */
export type ContractView = Narrowed<Nullable<Schemas['ContractView'], 'endedAt'>, {
  type: ContractType;
  /** The latest pricing (null only before the first). */
  current: ContractPriceView | null;
  history: ContractPriceView[];
}>;

/** POST /api/admin/contracts; the optional numbers default to 95 %, 5 % and 3,600 s. */
export type CreateContract = Narrowed<Schemas['CreateContract'], { type: ContractType }>;

/** A grid's gateway and the sites of its grid. */
export type GatewayView = Schemas['GatewayView'];

/** A gateway's balance after a transfer that touched it. */
export type GatewayBalancePoint = Schemas['BalancePoint'];

/** One job redirected from its buyer (home) grid to a seller grid; units are CPU-seconds. */
export type RedirectionPoint = Schemas['RedirectionPoint'];

/** GET /api/admin/gateways: series oldest first. */
export type GatewaysView = Schemas['GatewaysView'];

export type RedirectionOutcome = 'ACCEPTED' | 'COUNTER_ACCEPTED' | 'COUNTER_REFUSED' | 'REJECTED' | 'HOME' | 'NO_CONTRACT';

export type NegotiationMessageKind = 'OFFER' | 'ACCEPT' | 'COUNTER_OFFER' | 'REJECT' | 'COUNTER_ACCEPTED'
  | 'COUNTER_REFUSED';

/** One message of the negotiation (seed 000 §5.2, Fig. 3), in the order sent. */
export type NegotiationMessage = Narrowed<Nullable<Schemas['MessageView'], 'microGdPerProcessorHour'>,
  { kind: NegotiationMessageKind }>;

/** The peer grid's site that would run the job, and what it costs: P to the user, S to the site's owner. */
export type RedirectionChoice = Schemas['ChosenView'];

/** A quote's redirection: null when the home grid takes the job (or the strategy is not OFT/OFC). */
export type RedirectionView = Narrowed<Nullable<Schemas['RedirectionView'], 'homeUnitCostMicroGdPerProcessorHour'>, {
  outcome: RedirectionOutcome;
  trail: NegotiationMessage[];
  chosen: RedirectionChoice | null;
}>;

/** What the quote (POST /api/quotes) gains. */
export type QuoteRedirection = Pick<Quote, 'redirection'>;

/** What a job (GET /api/jobs/{id}) gains; null for a job its home grid serves. */
export type JobPeering = Pick<Job,
  'homeGrid' | 'servingGrid' | 'contractId' | 'contractPriceMicroGdPerProcessorHour' | 'sitePriceMicroGd'>;
