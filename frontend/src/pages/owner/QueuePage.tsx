import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, ApiError, formErrorsOfFailure, type FormErrors, type Site, type SiteQueueView } from '../../api';
import { followJobEvents } from '../../api/jobEvents';
import { Amount } from '../../components/Amount';
import { Field } from '../../components/Field';
import { factsClass, JobStateBadge, LiveIndicator, ModelTime } from '../../components/JobParts';
import { LoadError, Notice } from '../../components/Notice';
import { PreemptionPolicyPicker } from '../../components/PreemptionPolicyPicker';
import { UtilisationChart, UtilisationHistoryChart } from '../../components/UtilisationChart';
import { formatDuration, secondsBetween } from '../../lib/duration';
import { formatInteger } from '../../lib/format';
import { LOCAL_JOB_FIELDS, localJobOf } from '../../lib/localJobForm';
import { queueRows } from '../../lib/queueView';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';

const REFRESH_MS = 5000;
const UTILISATION_HOURS = 24;

/** One of the owner's clusters: its queue as planned now, utilisation, earnings, and a local job form. */
export function QueuePage() {
  const siteId = Number(useParams().siteId);
  const site = useLoad(() => api.site(siteId), `site-${siteId}`);
  const queue = useLoad(() => api.siteQueue(siteId), `queue-${siteId}`);
  const history = useLoad(() => api.utilisation(siteId, UTILISATION_HOURS), `utilisation-${siteId}`);
  const [connected, setConnected] = useState(false);
  usePageTitle(site.data ? `Queue of ${site.data.name}` : 'Queue');

  // Model time runs fast: the queue is re-read on every status change the stream reports (the owner's own
  // jobs) and every few seconds besides (other people's and background jobs are not streamed to owners).
  useEffect(() => {
    const timer = setInterval(() => {
      queue.reload();
      history.reload();
    }, REFRESH_MS);
    const stop = followJobEvents(() => queue.reload(), (isConnected) => setConnected(isConnected));
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [siteId]);
  // A service without the utilisation series (404) still shows the two figures below.
  const noHistory = history.error instanceof ApiError && history.error.status === 404;

  return (
    <>
      <p><Link to="/owner/clusters">← My clusters</Link></p>
      <h1>{site.data ? `Queue of ${site.data.name}` : 'Queue'}</h1>
      <LoadError error={site.error ?? queue.error} />
      <p className="actions"><LiveIndicator connected={connected} /><small className="muted">The queue is also re-read every 5 s.</small></p>
      {queue.data && <QueueView queue={queue.data} site={site.data} />}
      {history.data && !history.error && (
        <section className="panel" aria-labelledby="utilisation-heading">
          <h2 id="utilisation-heading" className="panel-title">Utilisation, last {UTILISATION_HOURS} model hours</h2>
          <UtilisationHistoryChart points={history.data} hours={UTILISATION_HOURS} />
        </section>
      )}
      {!noHistory && <LoadError error={history.error} />}
      {site.data && <LocalJobForm site={site.data} onSubmitted={queue.reload} />}
      {site.data && <PreemptionPolicyPicker site={site.data} onSaved={site.reload} />}
      <p><button type="button" className="secondary" onClick={queue.reload}>Refresh now</button></p>
    </>
  );
}

function QueueView({ queue, site }: { queue: SiteQueueView; site?: Site }) {
  return (
    <>
      <div className="panel">
        <dl className={factsClass}>
          <div><dt>Model time now</dt><dd><ModelTime iso={queue.now} /></dd></div>
          <div><dt>Utilisation now</dt><dd data-testid="utilisation-now">{(queue.utilisationNow * 100).toFixed(1)} %</dd></div>
          <div><dt>Utilisation, last model hour</dt><dd data-testid="utilisation-last-hour">{(queue.utilisationLastHour * 100).toFixed(1)} %</dd></div>
          <div><dt>Earnings</dt><dd data-testid="earnings"><Amount gd={queue.earningsGd} /></dd></div>
          {site && <div><dt>Processors</dt><dd>{formatInteger(site.processors)}</dd></div>}
        </dl>
        <UtilisationChart now={queue.utilisationNow} lastHour={queue.utilisationLastHour} />
      </div>
      <h2>Running and reserved jobs</h2>
      <p className="muted">
        In order of planned start. <strong>Paid</strong>: a federation user's job, paid for at your price;
        {' '}<strong>local</strong>: your own users' work, free; <strong>background</strong>: the load the model
        puts on the cluster.
      </p>
      {queue.jobs.length === 0 ? <p>The queue is empty.</p> : (
        <div className="table-scroll">
          <table data-testid="queue">
            <caption className="visually-hidden">Jobs running and reserved, with their planned times (model time)</caption>
            <thead>
              <tr>
                <th scope="col" className="number">Job</th>
                <th scope="col">Kind</th>
                <th scope="col">State</th>
                <th scope="col" className="number">Processors</th>
                <th scope="col">Planned start</th>
                <th scope="col">Planned finish</th>
                <th scope="col">Runs for</th>
                <th scope="col">Preemption</th>
              </tr>
            </thead>
            <tbody>
              {queueRows(queue.jobs).map((job) => (
                <tr key={job.jobId} data-job={job.jobId} data-kind={job.kind}>
                  <td className="number">{job.link ? <Link to={job.link}>Job {job.jobId}</Link> : job.jobId}</td>
                  <td>{job.kindLabel}</td>
                  <td><JobStateBadge state={job.state} /></td>
                  <td className="number">{formatInteger(job.processors)}</td>
                  <td><ModelTime iso={job.plannedStart} /></td>
                  <td><ModelTime iso={job.plannedEnd} /></td>
                  <td>{formatDuration(secondsBetween(job.plannedStart, job.plannedEnd))}</td>
                  <td data-testid="queue-preemption">{job.preemption}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function LocalJobForm({ site, onSubmitted }: { site: Site; onSubmitted: () => void }) {
  const [form, setForm] = useState({ processors: '1', runtimeSeconds: '3600' });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [done, setDone] = useState<number>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const { body, errors: fields } = localJobOf(form, site.processors);
    setErrors({ fields });
    if (!body) {
      return;
    }
    setBusy(true);
    try {
      const job = await api.submitLocalJob(site.id, body);
      setDone(job.id);
      onSubmitted();
    } catch (failure) {
      setErrors(formErrorsOfFailure(failure, LOCAL_JOB_FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="local-heading">
      <h2 id="local-heading" className="panel-title">Submit a local job</h2>
      <p className="muted">
        Your own users' work, free of charge and never refused: it starts now if the processors are free; if not, it
        preempts paid preemptable jobs as your policy below says, and otherwise waits for the earliest free slot.
      </p>
      {errors.general && <Notice tone="danger">{errors.general}</Notice>}
      {done !== undefined && <Notice tone="success"><Link to={`/jobs/${done}`}>Local job {done}</Link> submitted.</Notice>}
      <div className="form-row">
        <Field label="Processors" name="processors" inputMode="numeric" value={form.processors}
               error={errors.fields.processors} onChange={(e) => setForm({ ...form, processors: e.target.value })} />
        <Field label="Runtime (s)" name="runtimeSeconds" inputMode="numeric" value={form.runtimeSeconds}
               error={errors.fields.runtimeSeconds} hint="Model seconds at 1,000 MIPS per processor."
               onChange={(e) => setForm({ ...form, runtimeSeconds: e.target.value })} />
      </div>
      <button type="submit" disabled={busy}>{busy ? 'Submitting…' : 'Submit local job'}</button>
    </form>
  );
}
