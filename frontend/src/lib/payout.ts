import type { PayoutRequest } from '../api/types';
import { formatMicroGd } from './money';
import { keepAfterFailure } from './submission';
import { checkAmount } from './validation';

/**
 * A payout of revenue (POST /api/revenue/payouts). Its id is made here, once per payout: while the outcome
 * of a request is unknown (no answer, or a 5xx) the same amount is resent under the same id, so the service
 * pays once however often the owner presses the button; a refused or answered request gets a new id next time.
 */
export interface PayoutAttempt {
  amountText: string;
  body: PayoutRequest;
}

/** The payout to send for this amount, or the message to show. At most what is available. */
export function payoutAttempt(previous: PayoutAttempt | undefined, amountText: string, availableMicroGd: number,
                              newId: () => string): { attempt?: PayoutAttempt; error?: string } {
  if (previous && previous.amountText === amountText.trim()) {
    return { attempt: previous };
  }
  const checked = checkAmount(amountText, 1n, BigInt(Number.MAX_SAFE_INTEGER), 'must be greater than 0');
  if (checked.micro === undefined) {
    return { error: checked.error };
  }
  if (checked.micro > BigInt(availableMicroGd)) {
    return { error: `at most the ${formatMicroGd(availableMicroGd)} G$ available` };
  }
  return { attempt: { amountText: amountText.trim(), body: { id: `payout-${newId()}`, amountMicroGd: Number(checked.micro) } } };
}

/** Whether to keep the attempt (and its id) after a failure with this HTTP status. */
export const keepPayoutAfterFailure = keepAfterFailure;
