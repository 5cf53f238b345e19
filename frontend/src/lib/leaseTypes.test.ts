import { describe, expect, it } from 'vitest';
import type { LeaseOption } from '../api/types';
import { discountText, leaseCardsOf, leaseTypeToSend } from './leaseTypes';
import { LEASE_CHOICES } from './strategies.fixture';

const option = (change: Partial<LeaseOption>): LeaseOption => ({ leaseType: 'NON_PREEMPTABLE', factorPermille: 1000,
  chosenSiteId: 7, priceMicroGd: 16_666_667, priceGd: '16.666667', guarantee: 'Never interrupted.', why: null,
  ...change });
const names = (id: number) => `Site ${id}`;

describe('discountText', () => {
  it.each([
    [1000, 'full price'],
    [500, '50 % off'],
    [875, '12.5 % off'],
    [250, '75 % off'],
    [1, '99.9 % off'],
  ])('%i ‰ of the price reads "%s"', (permille, text) => {
    expect(discountText(permille)).toBe(text);
  });
});

describe('leaseTypeToSend', () => {
  const all = LEASE_CHOICES.map((choice) => choice.name);
  it.each([
    ['a strategy selling every type', all, 'SUSPENDABLE', 'SUSPENDABLE'],
    ['a strategy selling every type', all, 'CANCELLABLE', 'CANCELLABLE'],
    ['a strategy selling every type', all, 'NON_PREEMPTABLE', undefined],
    ['a strategy selling none', [], 'SUSPENDABLE', undefined],
    ['a strategy selling none', [], 'NON_PREEMPTABLE', undefined],
  ] as const)('%s with %s sends %s', (_, offered, leaseType, sent) => {
    expect(leaseTypeToSend(offered, leaseType)).toBe(sent);
  });
});

describe('leaseCardsOf', () => {
  it('lists the four types safest first, each with its price, discount, cluster and the service\'s guarantee', () => {
    const cards = leaseCardsOf(LEASE_CHOICES, [
      option({ leaseType: 'CANCELLABLE', factorPermille: 250, priceMicroGd: 4_166_667, chosenSiteId: 7,
        guarantee: 'May be stopped; you pay only for the time it ran.' }),
      option({}),
      option({ leaseType: 'SUSPENDABLE', factorPermille: 500, priceMicroGd: 8_333_333, chosenSiteId: 9, guarantee: 'May be paused.' }),
      option({ leaseType: 'MIGRATABLE', factorPermille: 1000, chosenSiteId: null, priceMicroGd: null, priceGd: null, guarantee: '' }),
    ], names);
    expect(cards.map((card) => [card.leaseType, card.price, card.discount, card.site, card.available])).toEqual([
      ['NON_PREEMPTABLE', '16.666667 G$', 'full price', 'Site 7', true],
      ['MIGRATABLE', undefined, undefined, undefined, false],
      ['SUSPENDABLE', '8.333333 G$', '50 % off', 'Site 9', true],
      ['CANCELLABLE', '4.166667 G$', '75 % off', 'Site 7', true],
    ]);
    expect(cards[3].guarantee).toBe('May be stopped; you pay only for the time it ran.');
    // An empty guarantee in the quote falls back to the strategy's own words for the type.
    expect(cards[1].guarantee).toBe(LEASE_CHOICES[2].description);
  });

  it('on a redirected quote, prices the non-preemptable lease through the contract and says why the others are not offered',
    () => {
      const why = 'grid west cannot take the job, and a lease of this type is sold only inside the home grid: a job '
        + 'another grid runs under a contract is non-preemptable';
      const cards = leaseCardsOf(LEASE_CHOICES, [
        ...(['CANCELLABLE', 'SUSPENDABLE', 'MIGRATABLE'] as const).map((leaseType) => option({ leaseType,
          factorPermille: null, chosenSiteId: null, priceMicroGd: null, priceGd: null, why })),
        option({ factorPermille: null, chosenSiteId: 3, priceMicroGd: 3_573_640_000, priceGd: '3573.64' }),
      ], (id) => (id === 3 ? 'LANL Origin' : `Site ${id}`));
      expect(cards.map((card) => [card.leaseType, card.price, card.discount, card.site, card.unavailable])).toEqual([
        ['NON_PREEMPTABLE', '3,573.64 G$', 'through a contract', 'LANL Origin', undefined],
        ['MIGRATABLE', undefined, undefined, undefined, why],
        ['SUSPENDABLE', undefined, undefined, undefined, why],
        ['CANCELLABLE', undefined, undefined, undefined, why],
      ]);
      expect(cards.some((card) => card.unavailable === 'no cluster takes it')).toBe(false);
    });

  it('before a quote, offers every type without prices; a type the quote leaves out is unavailable', () => {
    expect(leaseCardsOf(LEASE_CHOICES, undefined, names).every((card) => card.available && card.price === undefined))
      .toBe(true);
    const cards = leaseCardsOf(LEASE_CHOICES, [option({})], names);
    expect(cards.filter((card) => card.available).map((card) => card.leaseType)).toEqual(['NON_PREEMPTABLE']);
  });
});
