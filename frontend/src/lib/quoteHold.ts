import { formatMicroGd } from './money';

/**
 * A binding quote (issue 32) as the New job page holds it: the id a submission names, what it binds and until
 * when, wall clock. PRICE: the job is charged exactly this price on the quoted cluster. BUDGET: a queued job's
 * budget is held while it waits; it is priced when it starts, never above the budget.
 */
export interface QuoteHold {
  quoteId: string;
  validUntil: string;
  binds: 'PRICE' | 'BUDGET';
  priceMicroGd: number;
  siteName: string | null;
}

/** The hold a quote offers, or undefined when it chose nothing (nothing to hold: the job is priced on submission). */
export function holdOf(quote: { quoteId?: string | null; validUntil?: string | null; binds?: string | null;
  priceMicroGd?: number | null; siteName?: string | null }): QuoteHold | undefined {
  if (!quote.quoteId || !quote.validUntil || quote.priceMicroGd == null) {
    return undefined;
  }
  return { quoteId: quote.quoteId, validUntil: quote.validUntil, binds: quote.binds === 'BUDGET' ? 'BUDGET' : 'PRICE',
    priceMicroGd: quote.priceMicroGd, siteName: quote.siteName ?? null };
}

/** Whole seconds the hold has left at {@code nowMs} (wall clock), never below 0. */
export function secondsLeft(hold: QuoteHold, nowMs: number): number {
  return Math.max(0, Math.ceil((new Date(hold.validUntil).getTime() - nowMs) / 1000));
}

/** One sentence under the verdict: what the quote holds and for how long. */
export function holdText(hold: QuoteHold, nowMs: number): string {
  const left = secondsLeft(hold, nowMs);
  const price = `${formatMicroGd(hold.priceMicroGd)} G$`;
  const what = hold.binds === 'BUDGET'
    ? `Submitting within ${left} s holds your budget of ${price} while the job waits; it pays its cluster's price `
      + 'when it starts, never more than that.'
    : `Submitting within ${left} s charges exactly ${price}${hold.siteName ? ` on ${hold.siteName}` : ''}, `
      + 'whatever the price does meanwhile.';
  return left === 0 ? 'This quote has expired; asking for a new one…' : what;
}

/** Said when a new quote of the same job (after an expiry or a refusal) holds another price; undefined if equal. */
export function priceChange(before: QuoteHold | undefined, after: QuoteHold | undefined): string | undefined {
  if (!before || !after || before.priceMicroGd === after.priceMicroGd) {
    return undefined;
  }
  return `The price changed: your last quote said ${formatMicroGd(before.priceMicroGd)} G$, the new one says `
    + `${formatMicroGd(after.priceMicroGd)} G$. Check it before you submit.`;
}

/** The problem types of a submission refused for its quote (nothing was charged; a new quote is needed). */
export const QUOTE_REFUSALS = ['/problems/quote-expired', '/problems/quote-used', '/problems/quote-unavailable',
  '/problems/quote-unknown', '/problems/quote-mismatch'] as const;

export function isQuoteRefusal(type: string | undefined): boolean {
  return type !== undefined && (QUOTE_REFUSALS as readonly string[]).includes(type);
}

/** A quote's hold fields when it holds nothing (no option chosen): for building quotes in tests. */
export const NO_HOLD = { quoteId: null, validUntil: null, binds: null, priceMicroGd: null, priceGd: null, siteId: null,
  siteName: null, contractId: null } as const;
