import { describe, expect, it } from 'vitest';
import { keepPayoutAfterFailure, payoutAttempt } from './payout';

let ids = 0;
const newId = () => `id${++ids}`;

describe('payoutAttempt', () => {
  it('pays out an amount within the available revenue under a new id', () => {
    expect(payoutAttempt(undefined, '12.5', 20_000_000, () => 'abc')).toEqual({ attempt: { amountText: '12.5',
      body: { id: 'payout-abc', amountMicroGd: 12_500_000 } } });
  });

  it('resends the same id for the same amount after an unknown outcome, a new one for another amount', () => {
    const first = payoutAttempt(undefined, '1', 5_000_000, newId).attempt!;
    expect(payoutAttempt(first, ' 1 ', 5_000_000, newId).attempt).toBe(first);
    expect(payoutAttempt(first, '2', 5_000_000, newId).attempt!.body.id).not.toBe(first.body.id);
    expect(keepPayoutAfterFailure(0)).toBe(true);
    expect(keepPayoutAfterFailure(503)).toBe(true);
    expect(keepPayoutAfterFailure(422)).toBe(false);
  });

  it('refuses more than is available, nothing, and what is no amount', () => {
    expect(payoutAttempt(undefined, '5.000001', 5_000_000, newId).error).toBe('at most the 5.00 G$ available');
    expect(payoutAttempt(undefined, '0', 5_000_000, newId).error).toBe('must be greater than 0');
    expect(payoutAttempt(undefined, 'lots', 5_000_000, newId).error).toBe('enter an amount in G$, such as 4.84');
  });
});
