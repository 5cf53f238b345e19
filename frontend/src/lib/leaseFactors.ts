import type { LeaseFactorsPermille } from '../api/types';
import type { Errors } from './validation';

/**
 * The price card's lease discounts (seed 001 §4.2) as the owner edits them: what each preemptable lease pays
 * in percent of the price, at most one decimal (the API keeps ‰). Keyed by the API's field paths, so the
 * service's field errors land on the same inputs.
 */
export const LEASE_FACTOR_FIELDS = ['leaseFactorsPermille.cancellable', 'leaseFactorsPermille.suspendable',
  'leaseFactorsPermille.migratable'] as const;

export type LeaseFactorField = (typeof LEASE_FACTOR_FIELDS)[number];
export type LeaseFactorForm = Record<LeaseFactorField, string>;

/** A problem naming the card as a whole ("leaseFactorsPermille": out of order) lands on the first input. */
export const LEASE_FACTOR_ALIASES: Record<string, string> = {
  leaseFactorsPermille: 'leaseFactorsPermille.cancellable',
};

const KEY: Record<LeaseFactorField, keyof LeaseFactorsPermille> = {
  'leaseFactorsPermille.cancellable': 'cancellable',
  'leaseFactorsPermille.suspendable': 'suspendable',
  'leaseFactorsPermille.migratable': 'migratable',
};

/** 500 ‰ → "50", 875 ‰ → "87.5"; no factors → empty inputs. */
export function leaseFactorFormOf(factors: LeaseFactorsPermille | null | undefined): LeaseFactorForm {
  const text = (permille: number | undefined) => (permille === undefined ? ''
    : permille % 10 === 0 ? String(permille / 10) : (permille / 10).toFixed(1));
  return {
    'leaseFactorsPermille.cancellable': text(factors?.cancellable),
    'leaseFactorsPermille.suspendable': text(factors?.suspendable),
    'leaseFactorsPermille.migratable': text(factors?.migratable),
  };
}

/** "50" or "87.5" (%) → ‰, in (0, 1,000], or the message. */
function checkPercent(text: string): { permille?: number; error?: string } {
  const trimmed = text.trim();
  if (!/^\d+(\.\d)?$/.test(trimmed)) {
    return { error: 'a percentage such as 50 or 87.5 (at most one decimal)' };
  }
  const permille = Math.round(Number(trimmed) * 10);
  if (permille <= 0) {
    return { error: 'must be more than 0 %' };
  }
  if (permille > 1000) {
    return { error: 'must be at most 100 % (a lease never pays more than the price)' };
  }
  return { permille };
}

/**
 * The factors to send, or the errors to show: all three empty is no discount ({@code null}); otherwise all
 * three, with cancellable ≤ suspendable ≤ migratable (the more a lease may be disturbed, the less it pays).
 */
export function leaseFactorsOf(form: LeaseFactorForm): { factors?: LeaseFactorsPermille | null; errors: Errors } {
  const given = LEASE_FACTOR_FIELDS.filter((field) => form[field].trim() !== '');
  if (given.length === 0) {
    return { factors: null, errors: {} };
  }
  const errors: Errors = {};
  const permille: Partial<LeaseFactorsPermille> = {};
  for (const field of LEASE_FACTOR_FIELDS) {
    const check = form[field].trim() === '' ? { error: 'give all three discounts, or none' } : checkPercent(form[field]);
    if (check.error) {
      errors[field] = check.error;
    } else {
      permille[KEY[field]] = check.permille;
    }
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  const factors = permille as LeaseFactorsPermille;
  if (factors.cancellable > factors.suspendable) {
    errors['leaseFactorsPermille.cancellable'] = 'must not exceed the suspendable lease\'s share';
  }
  if (factors.suspendable > factors.migratable) {
    errors['leaseFactorsPermille.suspendable'] = 'must not exceed the migratable lease\'s share';
  }
  return Object.keys(errors).length > 0 ? { errors } : { factors, errors };
}

/** "25 % / 50 % / 75 %": cancellable / suspendable / migratable, as the price card shows them. */
export function leaseFactorsText(factors: LeaseFactorsPermille): string {
  return [factors.cancellable, factors.suspendable, factors.migratable].map((permille) => `${permille / 10} %`).join(' / ');
}
