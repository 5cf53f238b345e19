import { describe, expect, it } from 'vitest';
import type { ContractPriceView } from '../api/peering';
import {
  CONTRACT_TYPE_WORDS, contractBodyOf, EMPTY_CONTRACT_FORM, formatCpuHours, formatPerProcessorHour, NOTHING_OFFERED,
  priceRangeText, repricingText, type ContractForm,
} from './contracts';

const price = (min: number | null, max: number | null): ContractPriceView => ({ pricedAt: '2026-11-26T10:00:00Z',
  nextUpdateAt: '2026-11-26T11:00:00Z', minMicroGdPerProcessorHour: min, maxMicroGdPerProcessorHour: max,
  minGd: null, maxGd: null });

describe('formatPerProcessorHour', () => {
  it('shows every µG$ of a price per processor-hour, and ∞ for nothing offered', () => {
    expect(formatPerProcessorHour(1_050_000)).toBe('1.05 G$ per processor-hour');
    expect(formatPerProcessorHour(3_710_351)).toBe('3.710351 G$ per processor-hour');
    expect(formatPerProcessorHour(null)).toBe('∞ (nothing offered)');
  });
});

describe('contract types', () => {
  it('never call a price fixed without saying it holds only until the contract is repriced (issue 32)', () => {
    // The demo's fixed-price contract went 4.245 → 4.397 → 6.079 G$ within minutes: it is repriced every model hour.
    expect(CONTRACT_TYPE_WORDS.FIXED).toBe('fixed price until repriced');
    expect(CONTRACT_TYPE_WORDS.RANGE).toBe('price range until repriced');
    expect(repricingText(3600)).toBe('repriced every 1 h of model time');
    expect(repricingText(90)).toBe('repriced every 1 min 30 s of model time');
  });
});

describe('priceRangeText', () => {
  it.each([
    ['a fixed price is one number', price(1_050_000, 1_050_000), '1.05'],
    ['a price range runs from p_min to p_max', price(3_433_001, 3_710_351), '3.433001 – 3.710351'],
    ['a seller offering nothing is ∞', price(null, null), NOTHING_OFFERED],
    ['p_max of ∞ is ∞ whatever p_min is', price(1_000_000, null), NOTHING_OFFERED],
    ['p_min of ∞ alone says the most it costs', price(null, 2_000_000), 'up to 2.00'],
    ['before its first pricing', null, 'not priced yet'],
  ])('%s', (_, view, text) => {
    expect(priceRangeText(view)).toBe(text);
  });
});

describe('formatCpuHours', () => {
  it('turns CPU-seconds into CPU-hours with at most two decimals', () => {
    expect(formatCpuHours(0)).toBe('0');
    expect(formatCpuHours(3_600)).toBe('1');
    expect(formatCpuHours(1_024 * 100)).toBe('28.44');
    expect(formatCpuHours(36_000_000)).toBe('10,000');
  });
});

describe('contractBodyOf', () => {
  const grids = ['north', 'south', 'west'];
  const form = (change: Partial<ContractForm>): ContractForm =>
    ({ ...EMPTY_CONTRACT_FORM, buyerGrid: 'west', sellerGrid: 'south', ...change });

  it('sends the numbers the admin typed', () => {
    expect(contractBodyOf(form({ type: 'RANGE', loadThresholdPct: '90', kPct: '10', updateIntervalSeconds: '60' }), grids))
      .toEqual({ errors: {}, body: { buyerGrid: 'west', sellerGrid: 'south', type: 'RANGE', loadThresholdPct: 90,
        kPct: 10, updateIntervalSeconds: 60 } });
  });

  it("defaults to the paper's L = 95 %, k = 5 % and an hourly update", () => {
    expect(contractBodyOf(form({}), grids).body).toEqual({ buyerGrid: 'west', sellerGrid: 'south', type: 'FIXED',
      loadThresholdPct: 95, kPct: 5, updateIntervalSeconds: 3600 });
  });

  it.each([
    ['no buyer', { buyerGrid: '' }, 'buyerGrid', 'required'],
    ['an unknown buyer', { buyerGrid: 'east' }, 'buyerGrid', 'not a grid'],
    ['an unknown seller', { sellerGrid: 'east' }, 'sellerGrid', 'not a grid'],
    ['a self-contract', { sellerGrid: 'west' }, 'sellerGrid', 'must differ from the buyer grid: a grid does not contract with itself'],
    ['a threshold of 0', { loadThresholdPct: '0' }, 'loadThresholdPct', 'must be greater than 0'],
    ['a threshold over 100', { loadThresholdPct: '101' }, 'loadThresholdPct', 'must be at most 100 %'],
    ['a threshold that is no number', { loadThresholdPct: '9e1' }, 'loadThresholdPct', 'a whole percentage, such as 95'],
    ['a threshold with a fraction (the API takes whole percentages)', { loadThresholdPct: '95.5' }, 'loadThresholdPct',
      'a whole percentage, such as 95'],
    ['a k with a fraction', { kPct: '2.5' }, 'kPct', 'a whole percentage, such as 95'],
    ['a k of 0', { kPct: '0' }, 'kPct', 'must be greater than 0'],
    ['a k equal to the threshold', { loadThresholdPct: '40', kPct: '40' }, 'kPct', 'must be below the load threshold (40 %)'],
    ['an interval under a minute', { updateIntervalSeconds: '59' }, 'updateIntervalSeconds', 'must be at least 60'],
    ['an interval with a fraction', { updateIntervalSeconds: '60.5' }, 'updateIntervalSeconds', 'a whole number, such as 8'],
  ])('refuses %s', (_, change, field, message) => {
    const { body, errors } = contractBodyOf(form(change), grids);
    expect(body).toBeUndefined();
    expect(errors).toEqual({ [field]: message });
  });

  it('accepts a threshold of exactly 100 % and a k just below it', () => {
    expect(contractBodyOf(form({ loadThresholdPct: '100', kPct: '99' }), grids).errors).toEqual({});
  });
});
