import { describe, expect, it } from 'vitest';
import { holdOf, holdText, isQuoteRefusal, priceChange, secondsLeft } from './quoteHold';

const quote = { quoteId: 'abcdefghijklmnopqrstuv', validUntil: '2026-01-01T00:01:00Z', binds: 'PRICE',
  priceMicroGd: 3_573_640_000, siteName: 'LANL Origin' };
const at = (iso: string) => new Date(iso).getTime();

describe('holdOf', () => {
  it('holds the quote id, its validity and its price', () => {
    expect(holdOf(quote)).toEqual({ quoteId: quote.quoteId, validUntil: quote.validUntil, binds: 'PRICE',
      priceMicroGd: 3_573_640_000, siteName: 'LANL Origin' });
  });

  it('holds nothing for a quote that chose no cluster', () => {
    expect(holdOf({ ...quote, quoteId: null, priceMicroGd: null })).toBeUndefined();
  });
});

describe('holdText', () => {
  it('says the exact price, where, and how long it holds', () => {
    const hold = holdOf(quote)!;
    expect(secondsLeft(hold, at('2026-01-01T00:00:17.5Z'))).toBe(43);
    expect(holdText(hold, at('2026-01-01T00:00:17.5Z'))).toBe('Submitting within 43 s charges exactly 3,573.64 G$ '
      + 'on LANL Origin, whatever the price does meanwhile.');
  });

  it('says a queued job holds its budget, not a price', () => {
    expect(holdText(holdOf({ ...quote, binds: 'BUDGET', priceMicroGd: 50_000_000 })!, at('2026-01-01T00:00:00Z')))
      .toBe('Submitting within 60 s holds your budget of 50.00 G$ while the job waits; it pays its cluster\'s price '
        + 'when it starts, never more than that.');
  });

  it('says an expired quote is being renewed', () => {
    expect(holdText(holdOf(quote)!, at('2026-01-01T00:02:00Z'))).toBe('This quote has expired; asking for a new one…');
  });
});

describe('priceChange', () => {
  it('names both prices when a new quote differs', () => {
    expect(priceChange(holdOf(quote), holdOf({ ...quote, priceMicroGd: 4_940_130_000 }))).toBe('The price changed: '
      + 'your last quote said 3,573.64 G$, the new one says 4,940.13 G$. Check it before you submit.');
    expect(priceChange(holdOf(quote), holdOf(quote))).toBeUndefined();
  });
});

describe('isQuoteRefusal', () => {
  it('knows the quote refusals and nothing else', () => {
    expect(isQuoteRefusal('/problems/quote-expired')).toBe(true);
    expect(isQuoteRefusal('/problems/quote-unavailable')).toBe(true);
    expect(isQuoteRefusal('/problems/job-rejected')).toBe(false);
  });
});
