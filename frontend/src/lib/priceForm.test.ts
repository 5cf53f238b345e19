import { describe, expect, it } from 'vitest';
import { priceChangeWarning, priceCardOf, priceFormOf, type PriceForm } from './priceForm';

const form = (overrides: Partial<PriceForm>): PriceForm => ({
  priceMicroGdPerProcessorHour: '4.84', fixedCostMicroGdPerCpuSecond: '', minMachinePriceMicroGdPerProcessorHour: '',
  maxMachinePriceMicroGdPerProcessorHour: '', ...overrides,
});

describe('priceCardOf', () => {
  it('turns G$ text into an exact card, leaving unset parts null', () => {
    // 7.2 G$ per processor-hour is exactly 2,000 µG$ per processor-second, the API's unit.
    expect(priceCardOf(form({ fixedCostMicroGdPerCpuSecond: '7.2' }))).toEqual({
      card: { priceMicroGdPerProcessorHour: 4_840_000, fixedCostMicroGdPerCpuSecond: 2_000,
        minMachinePriceMicroGdPerProcessorHour: null, maxMachinePriceMicroGdPerProcessorHour: null },
      errors: {},
    });
  });

  it.each([
    ['a negative price', form({ priceMicroGdPerProcessorHour: '-1' }), 'priceMicroGdPerProcessorHour', 'must be at least 0.000001 G$ (1 µG$)'],
    ['a price of 0 (a free site would fail every job)', form({ priceMicroGdPerProcessorHour: '0' }),
      'priceMicroGdPerProcessorHour', 'must be at least 0.000001 G$ (1 µG$)'],
    ['no price', form({ priceMicroGdPerProcessorHour: ' ' }), 'priceMicroGdPerProcessorHour', 'required'],
    ['a price above 10⁶ G$', form({ priceMicroGdPerProcessorHour: '1000000.000001' }), 'priceMicroGdPerProcessorHour', 'too large'],
    ['a minimum without a maximum', form({ minMachinePriceMicroGdPerProcessorHour: '1' }), 'maxMachinePriceMicroGdPerProcessorHour',
      "give both the cheapest and the dearest processor's price, or neither"],
    ['a maximum without a minimum', form({ maxMachinePriceMicroGdPerProcessorHour: '1' }), 'minMachinePriceMicroGdPerProcessorHour',
      "give both the cheapest and the dearest processor's price, or neither"],
    ['a minimum above the maximum', form({ minMachinePriceMicroGdPerProcessorHour: '2', maxMachinePriceMicroGdPerProcessorHour: '1' }),
      'minMachinePriceMicroGdPerProcessorHour', "must not exceed the dearest processor's price"],
  ])('refuses %s as the API does', (_situation, input, field, message) => {
    const result = priceCardOf(input);
    expect(result.card).toBeUndefined();
    expect(result.errors[field]).toBe(message);
  });

  it('reads the fixed cost per processor-hour and refuses one the API cannot keep exactly per second', () => {
    expect(priceCardOf(form({ fixedCostMicroGdPerCpuSecond: '0.0036' })).card?.fixedCostMicroGdPerCpuSecond).toBe(1);
    expect(priceCardOf(form({ fixedCostMicroGdPerCpuSecond: '3.6036' })).card?.fixedCostMicroGdPerCpuSecond).toBe(1_001);
    expect(priceCardOf(form({ fixedCostMicroGdPerCpuSecond: '1' })).errors.fixedCostMicroGdPerCpuSecond).toBe(
      'not exact: this cost is kept per processor-second in whole µG$, so it must be a multiple of 0.0036 G$ per '
      + 'processor-hour, such as 0.9972 or 1.0008');
    expect(priceCardOf(form({ fixedCostMicroGdPerCpuSecond: '0.001' })).errors.fixedCostMicroGdPerCpuSecond)
      .toBe('must be at least 0.0036 G$ (1 µG$ per processor-second)');
    expect(priceFormOf({ priceMicroGdPerProcessorHour: 1, priceGdPerProcessorHour: '0.000001', fixedCostMicroGdPerCpuSecond: 2_000,
      minMachinePriceMicroGdPerProcessorHour: null, maxMachinePriceMicroGdPerProcessorHour: null, leaseFactorsPermille: null })
      .fixedCostMicroGdPerCpuSecond).toBe('7.20');
  });

  it('fills the form from a posted card', () => {
    expect(priceFormOf({ priceMicroGdPerProcessorHour: 3_980_000, priceGdPerProcessorHour: '3.980000', fixedCostMicroGdPerCpuSecond: null,
      minMachinePriceMicroGdPerProcessorHour: 1, maxMachinePriceMicroGdPerProcessorHour: 2_000_000, leaseFactorsPermille: null }))
      .toEqual(
      form({ priceMicroGdPerProcessorHour: '3.98', minMachinePriceMicroGdPerProcessorHour: '0.000001', maxMachinePriceMicroGdPerProcessorHour: '2' }));
    expect(priceFormOf(null).priceMicroGdPerProcessorHour).toBe('');
  });
});

describe('priceChangeWarning', () => {
  it('warns below half and above double the current price', () => {
    expect(priceChangeWarning(5_120_000, 2_000_000)).toBe('The new price is less than half the current one '
      + '(from 5.12 G$ to 2.00 G$ per processor-hour). Jobs placed from now on pay it.');
    expect(priceChangeWarning(5_120_000, 10_250_000)).toContain('more than double');
  });

  it('lets moderate changes and first prices through', () => {
    expect(priceChangeWarning(5_120_000, 2_560_000)).toBeUndefined();
    expect(priceChangeWarning(5_120_000, 10_240_000)).toBeUndefined();
    expect(priceChangeWarning(null, 1)).toBeUndefined();
  });
});
