import { describe, expect, it } from 'vitest';
import { budgetAbove, budgetAfterQuote } from './budget';

describe('the default budget follows the quote', () => {
  it.each([
    [9_880_000, '20'], [10_000_000, '20'], [198_780_000, '250'], [3_573_640_000, '5000'], [100_000, '1'],
    [800_000, '1'], [1_000_000, '2'], [40_000_000, '50'], [2_000_000_000, '2500'],
  ])('a price of %d µG$ gets a budget of %s G$', (price, budget) => {
    expect(budgetAbove(price)).toBe(budget);
  });

  it('is always above the price and at most 2.5 times the price plus 1 G$', () => {
    for (let price = 1n; price < 10n ** 13n; price = price * 7n + 13n) {
      const budget = BigInt(Math.round(Number(budgetAbove(price)) * 1_000_000));
      expect(budget > price).toBe(true);
      expect(budget <= price * 5n / 2n + 1_000_000n).toBe(true);
    }
  });

  it('never overwrites the user\'s own budget, and probes again when no cluster was chosen', () => {
    expect(budgetAfterQuote('123', true, 9_880_000, '50000')).toBe('123');
    expect(budgetAfterQuote('123', true, null, '50000')).toBe('123');
    expect(budgetAfterQuote('50000', false, 9_880_000, '50000')).toBe('20');
    expect(budgetAfterQuote('20', false, null, '50000')).toBe('50000');
  });
});
