import { describe, expect, it } from 'vitest';
import { advicePoints, adviceRows, candidatesText, lostToText, parseCandidates, rangeAround, type AdviceRow } from './priceAdvice';

const row = (price: number, extra: Partial<AdviceRow> = {}): AdviceRow => ({
  priceMicroGdPerProcessorHour: price, utilisation: 0.5, revenueMicroGd: 720_000, jobsWon: 2, jobsLost: 1,
  jobsLostTo: [{ siteId: 2, siteName: 'KTH SP2', jobs: 1 }], jobsPlacedNowhere: 0, quotesWon: 0,
  quotesPlacedElsewhere: 0, ...extra,
});

describe('parseCandidates', () => {
  it('reads G$ prices separated by commas or spaces, exactly', () => {
    expect(parseCandidates('0.3, 0.36 1.000001')).toEqual({ ok: true, prices: [300_000, 360_000, 1_000_001] });
  });

  it('refuses nothing, zero, a negative price, a bad number and more than 50', () => {
    expect(parseCandidates('  ').ok).toBe(false);
    expect(parseCandidates('0')).toEqual({ ok: false, message: '"0": a price is more than zero' });
    expect(parseCandidates('-1').ok).toBe(false);
    expect(parseCandidates('abc').ok).toBe(false);
    expect(parseCandidates(Array.from({ length: 51 }, (_, i) => String(i + 1)).join(','))).toEqual(
      { ok: false, message: 'at most 50 prices; you entered 51' });
  });
});

describe('rangeAround', () => {
  it('spreads nine prices from half to one and a half times today, today in the middle', () => {
    expect(rangeAround(360_000)).toEqual([180_000, 225_000, 270_000, 315_000, 360_000, 405_000, 450_000, 495_000,
      540_000]);
  });

  it('never goes below 1 µG$ and drops repeats', () => {
    expect(rangeAround(1, 5)).toEqual([1, 2]);
  });

  it('shows as text a person can edit', () => {
    expect(candidatesText([180_000, 1_000_000])).toBe('0.18, 1.00');
  });
});

describe('advicePoints and adviceRows', () => {
  const answer = { currentPriceMicroGdPerProcessorHour: 360_000, current: row(360_000),
    candidates: [row(540_000, { utilisation: 0, revenueMicroGd: 0 }), row(360_000), row(180_000, { utilisation: 0.6243 })] };

  it('plots each price once, cheapest first, today marked, utilisation in per cent and revenue in G$', () => {
    expect(advicePoints(answer)).toEqual([
      { price: 0.18, utilisationPercent: 62.4, revenueGd: 0.72, current: false },
      { price: 0.36, utilisationPercent: 50, revenueGd: 0.72, current: true },
      { price: 0.54, utilisationPercent: 0, revenueGd: 0, current: false },
    ]);
  });

  it('lists today first, then the candidates as asked', () => {
    expect(adviceRows(answer).map((entry) => [entry.row.priceMicroGdPerProcessorHour, entry.current])).toEqual(
      [[360_000, true], [540_000, false], [360_000, false], [180_000, false]]);
    expect(adviceRows({ candidates: [row(1)] })).toHaveLength(1);
  });

  it('says where lost jobs went', () => {
    expect(lostToText(row(1))).toBe('KTH SP2 1');
    expect(lostToText(row(1, { jobsLostTo: [], jobsPlacedNowhere: 2 }))).toBe('no cluster 2');
    expect(lostToText(row(1, { jobsLostTo: [] }))).toBe('—');
  });
});
