import { describe, expect, it } from 'vitest';
import { leaseFactorFormOf, leaseFactorsOf, leaseFactorsText, type LeaseFactorForm } from './leaseFactors';

const form = (cancellable: string, suspendable: string, migratable: string): LeaseFactorForm => ({
  'leaseFactorsPermille.cancellable': cancellable,
  'leaseFactorsPermille.suspendable': suspendable,
  'leaseFactorsPermille.migratable': migratable,
});

describe('lease factors on the price card', () => {
  it('turns percent into ‰ and back', () => {
    expect(leaseFactorsOf(form('25', '50', '87.5'))).toEqual({ factors: { cancellable: 250, suspendable: 500, migratable: 875 }, errors: {} });
    expect(leaseFactorsOf(form(' 0.1 ', '100', '100')).factors).toEqual({ cancellable: 1, suspendable: 1000, migratable: 1000 });
    expect(leaseFactorFormOf({ cancellable: 250, suspendable: 500, migratable: 875 })).toEqual(form('25', '50', '87.5'));
    expect(leaseFactorFormOf(null)).toEqual(form('', '', ''));
  });

  it('all three empty is no discount', () => {
    expect(leaseFactorsOf(form('', ' ', ''))).toEqual({ factors: null, errors: {} });
  });

  it.each([
    [form('50', '', ''), 'leaseFactorsPermille.suspendable', 'give all three discounts, or none'],
    [form('0', '50', '60'), 'leaseFactorsPermille.cancellable', 'must be more than 0 %'],
    [form('10', '50', '100.1'), 'leaseFactorsPermille.migratable', 'must be at most 100 % (a lease never pays more than the price)'],
    [form('10', '50', '101'), 'leaseFactorsPermille.migratable', 'must be at most 100 % (a lease never pays more than the price)'],
    [form('12.25', '50', '60'), 'leaseFactorsPermille.cancellable', 'a percentage such as 50 or 87.5 (at most one decimal)'],
    [form('-5', '50', '60'), 'leaseFactorsPermille.cancellable', 'a percentage such as 50 or 87.5 (at most one decimal)'],
    [form('60', '50', '70'), 'leaseFactorsPermille.cancellable', "must not exceed the suspendable lease's share"],
    [form('10', '80', '70'), 'leaseFactorsPermille.suspendable', "must not exceed the migratable lease's share"],
  ])('refuses %o: %s says "%s"', (input, field, message) => {
    const { factors, errors } = leaseFactorsOf(input);
    expect(factors).toBeUndefined();
    expect(errors[field]).toBe(message);
  });

  it('equal shares are allowed (the rule is ≤)', () => {
    expect(leaseFactorsOf(form('50', '50', '50')).factors).toEqual({ cancellable: 500, suspendable: 500, migratable: 500 });
  });
});

describe('leaseFactorsText', () => {
  it('reads cancellable / suspendable / migratable in percent', () => {
    expect(leaseFactorsText({ cancellable: 250, suspendable: 500, migratable: 875 })).toBe('25 % / 50 % / 87.5 %');
  });
});
