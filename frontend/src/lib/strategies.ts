import {
  LEASE_TYPE_FIELD, TARDINESS_PENALTY_FIELD, type StrategyChoice, type StrategyOption, type StrategyView,
} from '../api/strategies';

/**
 * What the New job form reads from GET /api/strategies: which fields a strategy takes and with which choices.
 * Nothing here names a strategy: the service's registry says what each one takes.
 */

/** The option {@code field} of strategy {@code name}, or undefined when the strategy does not take it. */
export function optionOf(strategies: readonly StrategyView[], name: string, field: string): StrategyOption | undefined {
  return strategies.find((strategy) => strategy.name === name)?.options.find((option) => option.field === field);
}

/** Whether strategy {@code name} weighs lateness: only then may a job give a lateness penalty. */
export function takesLateness(strategies: readonly StrategyView[], name: string): boolean {
  return optionOf(strategies, name, TARDINESS_PENALTY_FIELD) !== undefined;
}

/** The lease types strategy {@code name} sells, as the service lists them (cheapest first); none: it sells none. */
export function leaseChoicesOf(strategies: readonly StrategyView[], name: string): StrategyChoice[] {
  return optionOf(strategies, name, LEASE_TYPE_FIELD)?.choices ?? [];
}

/**
 * Whether strategy {@code name}'s jobs wait in the federation queue instead of being placed at once: such a job
 * holds its whole budget while it waits, and a quote that chooses no cluster means "it would wait", not a refusal.
 */
export function waitsInQueue(strategies: readonly StrategyView[] | undefined, name: string): boolean {
  return strategies?.find((strategy) => strategy.name === name)?.waitsInQueue ?? false;
}

/**
 * Whether strategy {@code name}'s quote lists the clusters' bids (a tender) rather than what each cluster's posted
 * price would cost: then the preview shows every bid, also when no cluster bid at all.
 */
export function collectsBids(strategies: readonly StrategyView[] | undefined, name: string): boolean {
  return strategies?.find((strategy) => strategy.name === name)?.collectsBids ?? false;
}

/** The names of the strategies that take {@code field}, in the service's order (for "only X and Y …"). */
export function strategiesTaking(strategies: readonly StrategyView[], field: string): string[] {
  return strategies.filter((strategy) => strategy.options.some((option) => option.field === field))
    .map((strategy) => strategy.name);
}

/** "A", "A and B", "A, B and C". */
export function namesInWords(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
