import { Field } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { Term } from '../../../components/Term';
import type { SizeUnit } from '../../../lib/jobForm';
import styles from '../NewJobPage.module.css';

/** The job's size, as a runtime at the reference speed or as a length in MI, and the notice of a conversion. */
export function SizeFields({ unit, size, error, notice, onUnit, onSize }: { unit: SizeUnit; size: string;
  error?: string; notice?: string; onUnit: (unit: SizeUnit) => void; onSize: (size: string) => void }) {
  return (
    <>
      <fieldset className={styles.choice}>
        <legend>Size given as</legend>
        {([['runtime', 'Runtime (seconds at 1,000 MIPS per processor)'], ['length', 'Length (MI)']] as const)
          .map(([choice, label]) => (
            <label key={choice}>
              <input type="radio" name="sizeUnit" value={choice} checked={unit === choice}
                     onChange={() => onUnit(choice)} />
              {label}
            </label>
          ))}
      </fieldset>
      {notice && <div data-testid="size-notice"><Notice tone="info">{notice}</Notice></div>}
      <Field label={unit === 'runtime' ? 'Runtime (s)' : 'Length (MI)'} name="size" inputMode="numeric"
             value={size} error={error}
             hint={unit === 'runtime' ? 'Whole seconds; slower clusters take longer, faster ones less.'
               : <>Million instructions (<Term name="MI" />) in all, spread over the processors.</>}
             onChange={(e) => onSize(e.target.value)} />
    </>
  );
}
