/** Seed 001's leases in the service's JSON (issue 21): lease types, their discounts and the sites' policies. */

/**
 * Seed 001 §4.2: what an owner's local job may do to a federation job. Cancellable: stopped; suspendable:
 * paused and resumed later; migratable: moved to another cluster; non-preemptable (the default): never touched.
 */
export type LeaseType = 'CANCELLABLE' | 'SUSPENDABLE' | 'MIGRATABLE' | 'NON_PREEMPTABLE';

/** One lease type in a quote: where the strategy would place the job under it, and for how much. */
export interface LeaseOption {
  leaseType: LeaseType;
  /** The price at the chosen cluster in ‰ of the non-preemptable price there; null when no cluster takes it. */
  factorPermille: number | null;
  /** null: no cluster takes the job under this type. */
  chosenSiteId: number | null;
  priceMicroGd: number | null;
  priceGd: string | null;
  /** What the type guarantees, in the service's plain words. */
  guarantee: string;
}

/** 0 < cancellable ≤ suspendable ≤ migratable ≤ 1,000: the more a lease may be disturbed, the less it pays. */
export interface LeaseFactorsPermille {
  cancellable: number;
  suspendable: number;
  migratable: number;
}

/** Seed 001 §6: NOP never preempts; MOV least overhead; MLIP fewest leases; MOML fewest among the cheap sets. */
export type PreemptionPolicy = 'NOP' | 'MOV' | 'MLIP' | 'MOML';

/** A job's lease and what preemption did to it (JobViews.JobView); absent from older services. */
export interface JobLease {
  /** Absent: NON_PREEMPTABLE. */
  leaseType?: LeaseType;
  /** Model seconds of real work done so far (whole seconds). */
  usefulSeconds?: number | null;
  /** Model seconds lost to preemption: suspending, resuming, moving (3 decimals); the owner's cost. */
  overheadSeconds?: number | null;
  /** How many times a local job preempted it. */
  preemptions?: number | null;
  /** The local job that last preempted it (null: none). */
  preemptedByJobId?: number | null;
}

/** A queue entry's preemptions (SiteQueue.Entry). */
export interface QueuePreemption {
  /** The local job that preempted this one (null or absent: none). */
  preemptedBy?: number | null;
  /** A local job's: the jobs it preempted (possibly empty). */
  preempted?: number[] | null;
}
