import { useId } from 'react';
import type { ExperimentOption } from '../../api/experiments';
import { Field, SelectField } from '../../components/Field';
import { inputKindOf } from '../../lib/experimentForm';
import fieldStyles from '../../components/Field.module.css';

/**
 * One option of an experiment as the catalogue describes it, named options.NAME as the service names its errors
 * (an option may be called "experiment" too): a choice is a select of its values, a boolean a
 * checkbox, integers and numbers number inputs, text a text input; the option's help is its hint.
 */
export function OptionField({ option, value, error, onChange }: { option: ExperimentOption; value: string;
  error?: string; onChange: (value: string) => void }) {
  const id = useId();
  const kind = inputKindOf(option);
  if (kind === 'select') {
    return <SelectField label={option.label} name={`options.${option.name}`} value={value} options={option.choices ?? []}
                        error={error} onChange={onChange} />;
  }
  if (kind === 'checkbox') {
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={id}>
          <input id={id} type="checkbox" name={`options.${option.name}`} checked={value === 'true'}
                 aria-describedby={option.help ? `${id}-hint` : undefined}
                 onChange={(event) => onChange(String(event.target.checked))} /> {option.label}
        </label>
        {option.help && <small id={`${id}-hint`} className={fieldStyles.hint}>{option.help}</small>}
      </div>
    );
  }
  return (
    <Field label={option.label} name={`options.${option.name}`} value={value} error={error} hint={option.help ?? undefined}
           type={kind === 'text' ? 'text' : 'number'} step={kind === 'integer' ? 1 : kind === 'number' ? 'any' : undefined}
           inputMode={kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : undefined}
           onChange={(event) => onChange(event.target.value)} />
  );
}
