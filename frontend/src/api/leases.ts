/** Seed 001's leases in the service's JSON (issue 21): lease types, their discounts and the sites' policies. */
import type { Narrowed, Nullable, Schemas } from './schema';
import type { Job, QueueEntry } from './types';

/**
 * Seed 001 §4.2: what an owner's local job may do to a federation job. Cancellable: stopped; suspendable:
 * paused and resumed later; migratable: moved to another cluster; non-preemptable (the default): never touched.
 */
export type LeaseType = 'CANCELLABLE' | 'SUSPENDABLE' | 'MIGRATABLE' | 'NON_PREEMPTABLE';

/**
 * One lease type in a quote: where the strategy would place the job under it, and for how much (for a job its
 * home grid cannot take, the peer grid's site at the contract's price), or why no cluster takes it ({@code why}).
 */
export type LeaseOption = Narrowed<
  Nullable<Schemas['LeaseOptionView'], 'factorPermille' | 'chosenSiteId' | 'priceMicroGd' | 'priceGd' | 'why'>,
  { leaseType: LeaseType }
>;

/** 0 < cancellable ≤ suspendable ≤ migratable ≤ 1,000: the more a lease may be disturbed, the less it pays. */
export type LeaseFactorsPermille = Schemas['LeaseFactorsBody'];

/** Seed 001 §6: NOP never preempts; MOV least overhead; MLIP fewest leases; MOML fewest among the cheap sets. */
export type PreemptionPolicy = 'NOP' | 'MOV' | 'MLIP' | 'MOML';

/** A job's lease and what preemption did to it (JobViews.JobView). */
export type JobLease = Pick<Job, 'leaseType' | 'usefulSeconds' | 'overheadSeconds' | 'preemptions' | 'preemptedByJobId'>;

/** A queue entry's preemptions (SiteQueue.Entry). */
export type QueuePreemption = Pick<QueueEntry, 'preemptedBy' | 'preempted'>;
