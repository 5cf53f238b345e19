/**
 * GET /api/strategies (StrategyResource): the placement strategies a job may name, as the service's registry
 * describes them. The New job form is built from this list, so a strategy registered in the service's core
 * appears in the form with no change here.
 */

import type { Schemas } from './schema';

/** One value of a field with choices (a lease type), and what choosing it means. */
export type StrategyChoice = Schemas['ChoiceView'];

/** A request field only some strategies take, what it means, and its choices (empty for a number). */
export type StrategyOption = Schemas['OptionView'];

/** A strategy's name (what a job's `strategy` says, e.g. OFC), what it does in plain words, and its options. */
export type StrategyView = Schemas['StrategyView'];

/** The request field of seed 003's lateness penalty (JobBody.tardinessPenaltyMicroGdPerSecond). */
export const TARDINESS_PENALTY_FIELD = 'tardinessPenaltyMicroGdPerSecond';
/** The request field of seed 001's lease type (JobBody.leaseType). */
export const LEASE_TYPE_FIELD = 'leaseType';
