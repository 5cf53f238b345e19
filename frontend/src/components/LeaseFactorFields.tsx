import type { FormErrors } from '../api';
import { LEASE_FACTOR_FIELDS, type LeaseFactorField, type LeaseFactorForm } from '../lib/leaseFactors';
import { Field } from './Field';

const LABELS: Record<LeaseFactorField, string> = {
  'leaseFactorsPermille.cancellable': 'Cancellable lease pays (% of the price)',
  'leaseFactorsPermille.suspendable': 'Suspendable lease pays (% of the price)',
  'leaseFactorsPermille.migratable': 'Migratable lease pays (% of the price)',
};

/**
 * The price card's lease discounts (seed 001 §4.2): what a job pays that lets your local jobs stop it, pause
 * it or move it, in percent of the price. The owner's form shows them with the rule they must follow.
 */
export function LeaseFactorFields({ form, errors, onChange }: { form: LeaseFactorForm; errors: FormErrors;
  onChange: (form: LeaseFactorForm) => void }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 0.75rem' }} aria-describedby="lease-factors-rule">
      <legend><strong>Discounts for preemptable leases (optional)</strong></legend>
      <p id="lease-factors-rule" className="muted">
        A user may buy a cheaper lease that your local jobs may stop (cancellable), pause (suspendable) or move to
        another cluster (migratable). The more a lease may be disturbed, the less it pays: cancellable ≤
        suspendable ≤ migratable ≤ 100 %, each more than 0 %. Leave all three empty for no discounts (every lease
        pays the full price).
      </p>
      <div className="form-row">
        {LEASE_FACTOR_FIELDS.map((field) => (
          <Field key={field} name={field} inputMode="decimal" label={LABELS[field]} value={form[field]}
                 error={errors.fields[field]} hint="e.g. 50 for half the price; one decimal at most."
                 onChange={(event) => onChange({ ...form, [field]: event.target.value })} />
        ))}
      </div>
    </fieldset>
  );
}
