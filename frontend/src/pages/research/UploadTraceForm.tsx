import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, describe, formErrorsOfFailure, type FormErrors } from '../../api';
import { experimentsApi } from '../../api/experiments';
import { Field, SelectField } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { REPLAY_POLICIES, replayOf, traceNameOf, type ReplayForm } from '../../lib/experimentForm';
import { badTraceLinesOf, type TraceLine } from '../../lib/traceProblem';
import fieldStyles from '../../components/Field.module.css';

/** The service's default upload limit (gridmarket.experiments.max-upload-bytes); it refuses larger ones itself. */
const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;
const FIELDS = ['trace', 'policy', 'processors', 'name'];

/** Admins: upload a workload trace (SWF, plain or gzip) and replay it on a cluster of N processors. */
export function UploadTraceForm() {
  const navigate = useNavigate();
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [form, setForm] = useState<ReplayForm>({ policy: REPLAY_POLICIES[0], processors: '128', name: '' });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [badLines, setBadLines] = useState<TraceLine[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBadLines([]);
    const { replay, errors: fields } = replayOf(form, file, MAX_UPLOAD_BYTES);
    setErrors({ fields });
    if (!replay || !file) {
      return;
    }
    setBusy(true);
    try {
      const run = await experimentsApi.replay(file, replay);
      navigate(`/research/runs/${run.id}`);
    } catch (failure) {
      const lines = failure instanceof ApiError ? badTraceLinesOf(failure.problem) : undefined;
      if (lines) {
        setBadLines(lines);
        setErrors({ fields: {}, general: `The trace was refused: ${describe((failure as ApiError).problem)}` });
      } else {
        setErrors(formErrorsOfFailure(failure, FIELDS));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="upload-heading">
      <h2 id="upload-heading" className="panel-title">Upload a trace</h2>
      <form onSubmit={submit} noValidate aria-label="Upload a trace" data-testid="upload-trace">
        {errors.general && <Notice tone="danger">{errors.general}</Notice>}
        {badLines.length > 0 && (
          <ul data-testid="bad-trace-lines">
            {badLines.map((line) => <li key={line.line}>Line {line.line}: {line.problem}</li>)}
          </ul>
        )}
        <div className={fieldStyles.field}>
          <label htmlFor={fileId}>Trace file (Standard Workload Format, .swf or .swf.gz)</label>
          <input id={fileId} type="file" name="trace" accept=".swf,.gz,text/plain,application/gzip"
                 aria-invalid={errors.fields.trace ? true : undefined}
                 aria-describedby={errors.fields.trace ? `${fileId}-error` : undefined}
                 onChange={(event) => {
                   const chosen = event.target.files?.[0];
                   setFile(chosen);
                   if (chosen && form.name === '') {
                     setForm({ ...form, name: traceNameOf(chosen.name) });
                   }
                 }} />
          {errors.fields.trace && <small id={`${fileId}-error`} className={fieldStyles.error} role="alert">
            {errors.fields.trace}</small>}
        </div>
        <div className="form-row">
          <SelectField label="Scheduling policy" name="policy" value={form.policy} options={REPLAY_POLICIES}
                       error={errors.fields.policy} onChange={(policy) => setForm({ ...form, policy })} />
          <Field label="Processors" name="processors" inputMode="numeric" value={form.processors}
                 error={errors.fields.processors} onChange={(event) => setForm({ ...form, processors: event.target.value })} />
          <Field label="Name" name="name" value={form.name} error={errors.fields.name}
                 onChange={(event) => setForm({ ...form, name: event.target.value })} />
        </div>
        <button type="submit" disabled={busy}>{busy ? 'Uploading…' : 'Upload and replay'}</button>
      </form>
    </section>
  );
}
