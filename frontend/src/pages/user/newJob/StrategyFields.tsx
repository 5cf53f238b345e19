import type { FormErrors } from '../../../api';
import { LEASE_TYPE_FIELD, type StrategyView } from '../../../api/strategies';
import type { LeaseOption } from '../../../api/types';
import { Field, SelectField } from '../../../components/Field';
import { LeaseTypePicker } from '../../../components/LeaseTypePicker';
import { latenessPerHour, type JobForm } from '../../../lib/jobForm';
import { leaseChoicesOf, strategiesTaking, takesLateness } from '../../../lib/strategies';

/**
 * The strategy and what it takes, all from GET /api/strategies: the choice of strategy, what each one does in
 * the service's words, a lateness penalty for a strategy that weighs lateness, and the lease types of one that
 * sells leases. No strategy is named here.
 */
export function StrategyFields({ strategies, form, errors, leaseOptions, onChange }: {
  strategies: readonly StrategyView[]; form: JobForm; errors: FormErrors;
  leaseOptions: readonly LeaseOption[] | null | undefined; onChange: (change: Partial<JobForm>) => void }) {
  return (
    <>
      <SelectField label="Strategy" name="strategy" value={form.strategy}
                   options={strategies.map((strategy) => strategy.name)} error={errors.fields.strategy}
                   onChange={(strategy) => onChange({ strategy })} />
      <ul className="muted" id="strategy-hint" data-testid="strategy-hint">
        {strategies.map((strategy) => (
          <li key={strategy.name} data-strategy={strategy.name}
              aria-current={strategy.name === form.strategy ? 'true' : undefined}>
            <abbr title={strategy.description}>{strategy.name}</abbr>: {strategy.description}
          </li>
        ))}
      </ul>
      {takesLateness(strategies, form.strategy) && (
        <Field label="Lateness penalty (G$ per second late, optional)" name="lateness" inputMode="decimal"
               value={form.lateness} error={errors.fields.lateness}
               hint={<>What each second after the deadline takes off the job's worth to you
                 {latenessPerHour(form.lateness) && <> ({latenessPerHour(form.lateness)})</>}: a late bid may still
                 win if it is cheap enough. Leave empty: the job must finish by its deadline.</>}
               onChange={(e) => onChange({ lateness: e.target.value })} />
      )}
      <LeaseTypePicker strategy={form.strategy} offered={leaseChoicesOf(strategies, form.strategy)}
                       sellers={strategiesTaking(strategies, LEASE_TYPE_FIELD)} value={form.leaseType}
                       options={leaseOptions} onChange={(leaseType) => onChange({ leaseType })} />
    </>
  );
}
