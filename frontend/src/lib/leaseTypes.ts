import type { StrategyChoice } from '../api/strategies';
import type { LeaseOption, LeaseType } from '../api/types';
import { formatMicroGd } from './money';

/**
 * Seed 001 §4.2's lease types as the New job form offers them, the way cloud consoles set spot next to
 * on-demand: the safest (and dearest) first, then each cheaper one with what it gives up. Which types a
 * strategy sells, and their guarantees, come from GET /api/strategies.
 */

export const DEFAULT_LEASE_TYPE: LeaseType = 'NON_PREEMPTABLE';

export const LEASE_LABEL: Record<LeaseType, string> = {
  NON_PREEMPTABLE: 'Non-preemptable',
  MIGRATABLE: 'Migratable',
  SUSPENDABLE: 'Suspendable',
  CANCELLABLE: 'Cancellable',
};

/** What each type gives up, in short, for a job's own page (components/Preemption). */
export const LEASE_GIVES_UP: Record<LeaseType, string> = {
  NON_PREEMPTABLE: 'Never interrupted: the full price.',
  MIGRATABLE: "May be moved to another cluster for the owner's own jobs; it still meets its deadline.",
  SUSPENDABLE: "May be paused for the owner's own jobs and resumed later; it may finish late.",
  CANCELLABLE: "May be stopped for the owner's own jobs; you pay only for the time it ran.",
};

/**
 * The {@code leaseType} to send: none for the default (the body stays what it was before lease types) and
 * none for a type the strategy does not sell ({@code offered}, from GET /api/strategies), whatever was picked
 * while another strategy was selected.
 */
export function leaseTypeToSend(offered: readonly string[], leaseType: LeaseType): LeaseType | undefined {
  return offered.includes(leaseType) && leaseType !== DEFAULT_LEASE_TYPE ? leaseType : undefined;
}

/** 500 ‰ → "50 % off"; 875 ‰ → "12.5 % off"; 1,000 ‰ → "full price". */
export function discountText(factorPermille: number): string {
  if (factorPermille >= 1000) {
    return 'full price';
  }
  const tenths = 1000 - factorPermille;
  const percent = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${percent} % off`;
}

/** One lease type as the form shows it. */
export interface LeaseCard {
  leaseType: LeaseType;
  label: string;
  /** "8.333333 G$", or undefined when there is no quote or no cluster takes the job under this type. */
  price?: string;
  /** "50 % off" at the chosen cluster; undefined without a price. */
  discount?: string;
  /** The cluster the strategy would choose under this type. */
  site?: string;
  /** false: the quote says no cluster takes the job under this type. */
  available: boolean;
  /** Why no cluster takes it, in the service's words ("no cluster takes it" when the quote gives none). */
  unavailable?: string;
  /** What the type guarantees and gives up, in plain words. */
  guarantee: string;
}

/**
 * A card per type the strategy sells ({@code offered}, cheapest first as GET /api/strategies lists them), shown
 * safest first, from the quote's {@code leaseOptions} (undefined: no quote yet, every type shown as available,
 * without prices). A type the quote leaves out, or gives no cluster, is unavailable, with the quote's reason. The quote's guarantee wins; the strategy's words
 * for the type stand in when the quote gives none.
 */
export function leaseCardsOf(offered: readonly StrategyChoice[], options: readonly LeaseOption[] | null | undefined,
                             siteName: (id: number) => string): LeaseCard[] {
  return [...offered].reverse().map((choice) => {
    const leaseType = choice.name as LeaseType;
    const card = { leaseType, label: LEASE_LABEL[leaseType] ?? choice.name };
    if (!options) {
      return { ...card, available: true, guarantee: choice.description };
    }
    const option = options.find((o) => o.leaseType === leaseType);
    const guarantee = option?.guarantee?.trim() || choice.description;
    if (!option || option.chosenSiteId === null || option.priceMicroGd === null) {
      return { ...card, available: false, guarantee, unavailable: option?.why?.trim() || 'no cluster takes it' };
    }
    // No factor: the price is a contract's with another grid (a redirected job), which sells no discount.
    return { ...card, available: true, guarantee, price: `${formatMicroGd(option.priceMicroGd)} G$`,
      discount: option.factorPermille === null ? 'through a contract' : discountText(option.factorPermille),
      site: siteName(option.chosenSiteId) };
  });
}
