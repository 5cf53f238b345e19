import { Field } from '../../../components/Field';
import { formatDateTime, timeZoneName } from '../../../lib/format';
import { formatDateTimeInput, parseDateTimeInput, type DeadlineMode, type JobForm } from '../../../lib/jobForm';
import styles from '../NewJobPage.module.css';

/** The deadline, in model hours from now or at a model date and time read in the browser's time zone. */
export function DeadlineFields({ form, error, now, onMode, onChange }: { form: JobForm; error?: string;
  now?: number; onMode: (mode: DeadlineMode) => void; onChange: (change: Partial<JobForm>) => void }) {
  const readAs = parseDateTimeInput(form.deadlineAt);
  return (
    <>
      <fieldset className={styles.choice}>
        <legend>Deadline</legend>
        {([['hours', 'In a number of hours'], ['at', 'At a date and time']] as const).map(([mode, label]) => (
          <label key={mode}>
            <input type="radio" name="deadlineMode" value={mode} checked={form.deadlineMode === mode}
                   onChange={() => onMode(mode)} />
            {label}
          </label>
        ))}
      </fieldset>
      {form.deadlineMode === 'hours' ? (
        <Field label="Deadline in hours" name="deadlineHours" inputMode="decimal" value={form.deadlineHours}
               error={error} hint="Model hours from now by which the job must finish."
               onChange={(e) => onChange({ deadlineHours: e.target.value })} />
      ) : (
        <Field label="Deadline (model date and time)" name="deadlineAt" autoComplete="off"
               placeholder={formatDateTimeInput(now ?? Date.now())}
               value={form.deadlineAt} error={error}
               hint={<>As the pages show dates, e.g. {formatDateTimeInput(now ?? Date.now())}: on the model clock
                 shown above, in your time zone ({timeZoneName()}).
                 {readAs !== undefined
                   && <> Read as <span data-testid="deadline-read-as">{formatDateTime(new Date(readAs).toISOString())}</span>.</>}</>}
               onChange={(e) => onChange({ deadlineAt: e.target.value })} />
      )}
    </>
  );
}
