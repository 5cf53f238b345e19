import type { ContractPriceView, ContractType, ContractView, CreateContract } from '../api/peering';
import { checkWhole } from './jobForm';
import { formatDuration } from './duration';
import { formatMicroGd } from './money';
import type { Errors } from './validation';

/**
 * Contracts between grids (seed 000 §5.1) for people: prices per processor-hour in G$ (∞ when the seller
 * offers nothing), the redirected load in CPU-hours, and the admin's form with the API's rules.
 */

/** What a `null` price means: the seller offers nothing until its next update. */
export const NOTHING_OFFERED = '∞ (nothing offered)';

/** 1050000 → "1.05 G$ per processor-hour"; null → "∞ (nothing offered)". */
export function formatPerProcessorHour(micro: number | null | undefined): string {
  return micro === null || micro === undefined ? NOTHING_OFFERED : `${formatMicroGd(micro)} G$ per processor-hour`;
}

/**
 * A contract's price range per processor-hour in G$: "1.05" for a fixed price (p_min = p_max),
 * "0.98 – 1.05" for a range, "∞ (nothing offered)" when p_max is ∞ (a p_min of ∞ alone is shown as "up to
 * p_max"), "not priced yet" before the first pricing.
 */
export function priceRangeText(price: ContractPriceView | null | undefined): string {
  if (!price) {
    return 'not priced yet';
  }
  const min = price.minMicroGdPerProcessorHour;
  const max = price.maxMicroGdPerProcessorHour;
  if (max === null) {
    return NOTHING_OFFERED;
  }
  if (min === null) {
    return `up to ${formatMicroGd(max)}`;
  }
  return min === max ? formatMicroGd(max) : `${formatMicroGd(min)} – ${formatMicroGd(max)}`;
}

/** CPU-seconds (seed 000's resource units) as CPU-hours, at most two decimals: 102400 → "28.44". */
export function formatCpuHours(cpuSeconds: number): string {
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(cpuSeconds / 3600);
}

/**
 * Seed 000 §5.1's contract types as words. A "fixed-price" contract has one price instead of a range, but the
 * seller reprices it at every update interval (§5.1: the horizon of a contract's price is its next update; §6.4:
 * every 1 to 6 h), so its price is fixed only until then: the words say so.
 */
export const CONTRACT_TYPE_WORDS: Record<ContractType, string> = {
  FIXED: 'fixed price until repriced',
  RANGE: 'price range until repriced',
};

/** How often a contract is repriced, in model time: 3600 → "repriced every 1 h of model time". */
export function repricingText(updateIntervalSeconds: number): string {
  return `repriced every ${formatDuration(updateIntervalSeconds)} of model time`;
}

/** "west → south" */
export function contractParties(contract: Pick<ContractView, 'buyerGrid' | 'sellerGrid'>): string {
  return `${contract.buyerGrid} → ${contract.sellerGrid}`;
}

/** The admin's form, as typed. Field names are the API's, so its 422 errors land on the same inputs. */
export interface ContractForm {
  buyerGrid: string;
  sellerGrid: string;
  type: ContractType;
  loadThresholdPct: string;
  kPct: string;
  updateIntervalSeconds: string;
}

export const CONTRACT_FORM_FIELDS = ['buyerGrid', 'sellerGrid', 'type', 'loadThresholdPct', 'kPct',
  'updateIntervalSeconds'] as const;

/** The paper's values (§6.1: L = 95 %, k = 5 %) and an hourly update: the API's defaults. */
export const EMPTY_CONTRACT_FORM: ContractForm = {
  buyerGrid: '', sellerGrid: '', type: 'FIXED', loadThresholdPct: '95', kPct: '5', updateIntervalSeconds: '3600',
};

/** The longest update interval the form takes: a year (the API sets no maximum; this keeps the number sane). */
const MAX_INTERVAL_SECONDS = 366 * 24 * 3600;

/** A whole percentage in (0, limit) or (0, limit]: the API takes integers (PeeringContracts.Request). */
function checkPercent(text: string, limit: number, limitIncluded: boolean, limitWords: string):
  { value?: number; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { error: 'required' };
  }
  if (!/^\d{1,3}$/.test(trimmed)) {
    return { error: 'a whole percentage, such as 95' };
  }
  const value = Number(trimmed);
  if (value <= 0) {
    return { error: 'must be greater than 0' };
  }
  if (limitIncluded ? value > limit : value >= limit) {
    return { error: `must be ${limitIncluded ? 'at most' : 'below'} ${limitWords}` };
  }
  return { value };
}

/**
 * The body of POST /api/admin/contracts, or the errors the API would give (the same rules: two different
 * known grids, threshold in (0, 100], k in (0, threshold), interval at least 60 s).
 */
export function contractBodyOf(form: ContractForm, grids: readonly string[]): { body?: CreateContract; errors: Errors } {
  const errors: Errors = {};
  if (form.buyerGrid === '') {
    errors.buyerGrid = 'required';
  } else if (!grids.includes(form.buyerGrid)) {
    errors.buyerGrid = 'not a grid';
  }
  if (form.sellerGrid === '') {
    errors.sellerGrid = 'required';
  } else if (!grids.includes(form.sellerGrid)) {
    errors.sellerGrid = 'not a grid';
  } else if (form.sellerGrid === form.buyerGrid) {
    errors.sellerGrid = 'must differ from the buyer grid: a grid does not contract with itself';
  }
  const threshold = checkPercent(form.loadThresholdPct, 100, true, '100 %');
  if (threshold.error) {
    errors.loadThresholdPct = threshold.error;
  }
  const k = checkPercent(form.kPct, threshold.value ?? 100, false,
    threshold.value === undefined ? '100 %' : `the load threshold (${threshold.value} %)`);
  if (k.error) {
    errors.kPct = k.error;
  }
  const interval = checkWhole(form.updateIntervalSeconds, 60, MAX_INTERVAL_SECONDS);
  if (interval.error) {
    errors.updateIntervalSeconds = interval.error;
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  return {
    errors,
    body: { buyerGrid: form.buyerGrid, sellerGrid: form.sellerGrid, type: form.type,
      loadThresholdPct: threshold.value, kPct: k.value, updateIntervalSeconds: interval.value },
  };
}
