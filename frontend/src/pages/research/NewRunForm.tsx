import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrorsOfFailure, type FormErrors } from '../../api';
import { experimentsApi, type CatalogueEntry } from '../../api/experiments';
import { Field, SelectField } from '../../components/Field';
import { HowThisWorks } from '../../components/HowThisWorks';
import { LoadError, Notice } from '../../components/Notice';
import { newRunForm, runBodyOf, type RunForm } from '../../lib/experimentForm';
import { useLoad } from '../../lib/useLoad';
import { OptionField } from './OptionField';

const KINDS = ['quick', 'full'] as const;

/** Admins: start an experiment, its form generated from the catalogue; on success, the run's own page. */
export function NewRunForm({ onStarted }: { onStarted: () => void }) {
  const catalogue = useLoad(experimentsApi.catalogue, 'catalogue');
  return (
    <section className="panel" aria-labelledby="new-run-heading">
      <h2 id="new-run-heading" className="panel-title">New run</h2>
      <LoadError error={catalogue.error} />
      {catalogue.data && catalogue.data.length > 0 && <RunFormFor catalogue={catalogue.data} onStarted={onStarted} />}
    </section>
  );
}

/** The form itself, for a known catalogue (rendered on its own by the tests). */
export function RunFormFor({ catalogue, onStarted }: { catalogue: CatalogueEntry[]; onStarted: () => void }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<RunForm>(() => newRunForm(catalogue[0]));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const entry = catalogue.find((candidate) => candidate.experiment === form.experiment) ?? catalogue[0];
  const fieldNames = ['seed', ...entry.options.map((option) => `options.${option.name}`)];

  function choose(experiment: string) {
    const chosen = catalogue.find((candidate) => candidate.experiment === experiment);
    if (chosen) {
      setForm({ ...newRunForm(chosen), quick: form.quick, seed: form.seed });
      setErrors({ fields: {} });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: fields } = runBodyOf(entry, form);
    setErrors({ fields });
    if (!body) {
      return;
    }
    setBusy(true);
    try {
      const run = await experimentsApi.start(body);
      onStarted();
      navigate(`/research/runs/${run.id}`);
    } catch (failure) {
      setErrors(formErrorsOfFailure(failure, fieldNames));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New run" data-testid="new-run">
      {errors.general && <Notice tone="danger">{errors.general}</Notice>}
      <SelectField label="Experiment to run" name="experiment" value={entry.experiment}
                   options={catalogue.map((candidate) => candidate.experiment)} onChange={choose} />
      <p data-testid="experiment-title">{entry.title}</p>
      <HowThisWorks source={entry.paper}>
        <p>This experiment reruns the paper's evaluation with the market's own scheduling core.</p>
      </HowThisWorks>
      <div className="form-row">
        <SelectField label="Size" name="size" value={form.quick ? 'quick' : 'full'} options={KINDS}
                     onChange={(value) => setForm({ ...form, quick: value === 'quick' })} />
        <Field label="Random seed" name="seed" value={form.seed} inputMode="numeric" error={errors.fields.seed}
               hint="Empty: the experiment's own." onChange={(event) => setForm({ ...form, seed: event.target.value })} />
      </div>
      {entry.options.length > 0 && (
        <fieldset>
          <legend>Options of {entry.experiment}</legend>
          <div className="form-row">
            {entry.options.map((option) => (
              <OptionField key={`${entry.experiment}-${option.name}`} option={option}
                           value={form.options[option.name] ?? ''} error={errors.fields[`options.${option.name}`]}
                           onChange={(value) => setForm({ ...form, options: { ...form.options, [option.name]: value } })} />
            ))}
          </div>
        </fieldset>
      )}
      <p className="muted">A quick run takes seconds to minutes; a full run can take much longer, and only a few run
        at once.</p>
      <button type="submit" disabled={busy}>{busy ? 'Starting…' : 'Start run'}</button>
    </form>
  );
}
