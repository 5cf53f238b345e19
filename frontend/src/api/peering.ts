/**
 * Live peering between grids (issue 23, seed 000 §5): contracts between grids' gateways, the gateways'
 * balances, and a job's redirection to another grid. Every time is MODEL time; every price per
 * processor-hour is in µG$, and `null` for a price means ∞ (the seller offers nothing until its next update).
 */

export type ContractType = 'FIXED' | 'RANGE';

/** One pricing of a contract: [p_min, p_max] per processor-hour until the next update. */
export interface ContractPriceView {
  pricedAt: string;
  nextUpdateAt: string;
  minMicroGdPerProcessorHour: number | null;
  maxMicroGdPerProcessorHour: number | null;
  minGd: string | null;
  maxGd: string | null;
}

/** GET /api/contracts (newest first), POST /api/admin/contracts, POST /api/admin/contracts/{id}/end. */
export interface ContractView {
  id: number;
  buyerGrid: string;
  sellerGrid: string;
  type: ContractType;
  loadThresholdPct: number;
  kPct: number;
  updateIntervalSeconds: number;
  createdAt: string;
  endedAt: string | null;
  active: boolean;
  /** The latest pricing (null only before the first). */
  current: ContractPriceView | null;
  /** Oldest first, the current one included. */
  history: ContractPriceView[];
  redirectedJobs: number;
  /** The redirected jobs' CPU-seconds (seed 000's resource units). */
  redirectedUnits: number;
}

/** POST /api/admin/contracts; the optional numbers default to 95 %, 5 % and 3,600 s. */
export interface CreateContract {
  buyerGrid: string;
  sellerGrid: string;
  type: ContractType;
  loadThresholdPct?: number;
  kPct?: number;
  updateIntervalSeconds?: number;
}

/** A grid's gateway and the sites of its grid. */
export interface GatewayView {
  grid: string;
  accountId: number;
  balanceMicroGd: number;
  balanceGd: string;
  sites: { id: number; name: string }[];
}

/** A gateway's balance after a transfer that touched it. */
export interface GatewayBalancePoint {
  at: string;
  grid: string;
  balanceMicroGd: number;
}

/** One job redirected from its buyer (home) grid to a seller grid; units are CPU-seconds. */
export interface RedirectionPoint {
  at: string;
  jobId: number;
  buyerGrid: string;
  sellerGrid: string;
  units: number;
}

/** GET /api/admin/gateways: series oldest first. */
export interface GatewaysView {
  gateways: GatewayView[];
  balances: GatewayBalancePoint[];
  redirections: RedirectionPoint[];
}

export type RedirectionOutcome = 'ACCEPTED' | 'COUNTER_ACCEPTED' | 'COUNTER_REFUSED' | 'REJECTED' | 'HOME' | 'NO_CONTRACT';

export type NegotiationMessageKind = 'OFFER' | 'ACCEPT' | 'COUNTER_OFFER' | 'REJECT' | 'COUNTER_ACCEPTED'
  | 'COUNTER_REFUSED';

/** One message of the negotiation (seed 000 §5.2, Fig. 3), in the order sent. */
export interface NegotiationMessage {
  kind: NegotiationMessageKind;
  contractId: number;
  sellerGrid: string;
  microGdPerProcessorHour: number | null;
}

/** The peer grid's site that would run the job, and what it costs: P to the user, S to the site's owner. */
export interface RedirectionChoice {
  contractId: number;
  sellerGrid: string;
  siteId: number;
  siteName: string;
  microGdPerProcessorHour: number;
  priceMicroGd: number;
  priceGd: string;
  sitePriceMicroGd: number;
  startAt: string;
  finishAt: string;
}

/** A quote's redirection: null when the home grid takes the job (or the strategy is not OFT/OFC). */
export interface RedirectionView {
  homeGrid: string;
  outcome: RedirectionOutcome;
  /** The home grid's unit cost per processor-hour; null = ∞ (the home grid cannot serve it at all). */
  homeUnitCostMicroGdPerProcessorHour: number | null;
  trail: NegotiationMessage[];
  chosen: RedirectionChoice | null;
  /** Plain words: why redirected, or why rejected. */
  reason: string;
}

/** What the quote (POST /api/quotes) gains; absent from older services. */
export interface QuoteRedirection {
  redirection?: RedirectionView | null;
}

/** What a job (GET /api/jobs/{id}) gains; absent from older services, null for a job its home grid serves. */
export interface JobPeering {
  homeGrid?: string | null;
  servingGrid?: string | null;
  contractId?: number | null;
  contractPriceMicroGdPerProcessorHour?: number | null;
  /** What the serving site's owner receives (S); the job's priceMicroGd stays what the user pays (P). */
  sitePriceMicroGd?: number | null;
}
