import { microToInput } from './money';

/** The round figures a suggested budget is made of: 1, 2, 2.5 and 5 × a power of ten G$ (in tenths). */
const STEPS_TENTHS = [10n, 20n, 25n, 50n];
const MICRO_PER_TENTH_GD = 100_000n;
/** Never less than 1 G$. */
const SMALLEST_MICRO = 1_000_000n;

/**
 * The New job form's budget while the user has not typed one: a round figure at least a quarter above the quoted
 * price (9.88 G$ → "20", 198.78 G$ → "250", 3,573.64 G$ → "5000"), so the default follows the job instead of
 * sitting at thousands of times its price. Exact: µG$ in BigInt.
 */
export function budgetAbove(priceMicroGd: number | bigint): string {
  const price = BigInt(priceMicroGd);
  const wanted = (price * 5n + 3n) / 4n;
  for (let scale = 1n; ; scale *= 10n) {
    for (const step of STEPS_TENTHS) {
      const candidate = step * scale * MICRO_PER_TENTH_GD;
      if (candidate >= SMALLEST_MICRO && candidate >= wanted && candidate > price) {
        return microToInput(candidate);
      }
    }
  }
}

/**
 * The budget after a quote: {@code budgetAbove} the quoted price while the user has not edited the budget, the
 * form's own budget otherwise (a user's value is never overwritten). Without a price (no cluster chosen, e.g. the
 * budget that followed a cheaper job is now too small) an unedited budget goes back to {@code probe}, the form's
 * first budget, so that the next quote finds the price again.
 */
export function budgetAfterQuote(current: string, edited: boolean, quotedMicroGd: number | null, probe: string): string {
  if (edited) {
    return current;
  }
  return quotedMicroGd === null ? probe : budgetAbove(quotedMicroGd);
}
