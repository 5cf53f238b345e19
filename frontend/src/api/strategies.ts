/**
 * GET /api/strategies (StrategyResource): the placement strategies a job may name, as the service's registry
 * describes them. The New job form is built from this list, so a strategy registered in the service's core
 * appears in the form with no change here.
 */

/** One value of a field with choices (a lease type), and what choosing it means. */
export interface StrategyChoice {
  name: string;
  description: string;
}

/** A request field only some strategies take, what it means, and its choices (empty for a number). */
export interface StrategyOption {
  field: string;
  description: string;
  choices: StrategyChoice[];
}

export interface StrategyView {
  /** What a job's {@code strategy} says, e.g. OFC. */
  name: string;
  /** What the strategy does, in plain words. */
  description: string;
  options: StrategyOption[];
}

/** The request field of seed 003's lateness penalty (JobBody.tardinessPenaltyMicroGdPerSecond). */
export const TARDINESS_PENALTY_FIELD = 'tardinessPenaltyMicroGdPerSecond';
/** The request field of seed 001's lease type (JobBody.leaseType). */
export const LEASE_TYPE_FIELD = 'leaseType';
