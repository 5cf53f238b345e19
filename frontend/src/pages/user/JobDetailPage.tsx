import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { api, ApiError, describe, type Job } from '../../api';
import { followJobEvents } from '../../api/jobEvents';
import { Amount } from '../../components/Amount';
import { factsClass, isFinal, JobStateBadge, JobTimeline, LiveIndicator, ModelTime } from '../../components/JobParts';
import { LoadError, Notice } from '../../components/Notice';
import { TransferTable } from '../../components/TransferTable';
import { cancelChargeMicroGd } from '../../lib/cancelCharge';
import { formatDuration, secondsBetween } from '../../lib/duration';
import { formatInteger } from '../../lib/format';
import { formatMicroGd } from '../../lib/money';
import { useModelClock } from '../../lib/modelClock';
import { nameOf, useSiteNames } from '../../lib/siteNames';
import { useLoad } from '../../lib/useLoad';

/** One job: its plan, live state (server-sent events), timeline, ledger transfers, and cancel. */
export function JobDetailPage() {
  const jobId = Number(useParams().jobId);
  const submitted = (useLocation().state as { submitted?: boolean } | null)?.submitted ?? false;
  const job = useLoad(() => api.job(jobId), `job-${jobId}`);
  const [connected, setConnected] = useState(false);

  // Every status change of this job (and every reconnection) re-reads it: events and transfers included.
  useEffect(() => followJobEvents((event) => {
    if (event.jobId === jobId) {
      job.reload();
    }
  }, (isConnected) => {
    setConnected(isConnected);
    if (isConnected) {
      job.reload();
    }
  }), [jobId]);

  return (
    <>
      <p><Link to="/wallet">← Wallet and recent jobs</Link></p>
      <h1>Job {jobId}</h1>
      <LoadError error={job.error} />
      {job.data && <JobView job={job.data} connected={connected} submitted={submitted} onChanged={job.reload} />}
    </>
  );
}

function JobView({ job, connected, submitted, onChanged }: { job: Job; connected: boolean; submitted: boolean;
  onChanged: () => void }) {
  const names = useSiteNames([job.siteId, job.homeSiteId]);
  return (
    <>
      <p className="actions">
        <span>State: <JobStateBadge state={job.state} testId="job-state" /></span>
        {!isFinal(job.state) && <LiveIndicator connected={connected} />}
      </p>
      {submitted && job.state !== 'REJECTED' && (
        <Notice tone="success">
          Job accepted on {nameOf(names, job.siteId)} for {job.priceGd && <Amount gd={job.priceGd} />}
          {isFinal(job.state) ? '.' : ', held from your wallet until it finishes.'}
        </Notice>
      )}
      {job.rejection && <Notice tone="danger">Rejected: {job.rejection}. Nothing was charged.</Notice>}
      <section className="panel" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="panel-title">Plan and money</h2>
        <dl className={factsClass}>
          <div><dt>Cluster</dt><dd data-testid="job-site">{nameOf(names, job.siteId)}</dd></div>
          <div><dt>Strategy</dt><dd>{job.strategy}</dd></div>
          <div><dt>Processors</dt><dd>{formatInteger(job.processors)}</dd></div>
          <div><dt>Length</dt><dd>{formatInteger(job.lengthMi)} MI</dd></div>
          <div><dt>Runtime on the cluster</dt><dd>{job.runtimeSeconds != null ? formatDuration(job.runtimeSeconds) : '—'}</dd></div>
          <div><dt>Budget</dt><dd><Amount micro={job.budgetMicroGd} /></dd></div>
          <div><dt>Deadline</dt><dd>{formatDuration(job.deadlineSeconds)} after submission</dd></div>
          <div><dt>Price</dt><dd data-testid="job-price">{job.priceGd ? <Amount gd={job.priceGd} /> : '—'}</dd></div>
          <div><dt>Charged</dt><dd data-testid="job-charged">{job.chargedMicroGd != null ? <Amount micro={job.chargedMicroGd} /> : '—'}</dd></div>
          <div><dt>Submitted</dt><dd><ModelTime iso={job.submittedAt} /></dd></div>
          <div><dt>Planned start</dt><dd><ModelTime iso={job.plannedStart} /></dd></div>
          <div><dt>Planned finish</dt><dd><ModelTime iso={job.plannedEnd} /></dd></div>
          <div><dt>Started</dt><dd><ModelTime iso={job.startedAt} /></dd></div>
          <div><dt>Ended</dt><dd><ModelTime iso={job.endedAt} /></dd></div>
        </dl>
        <p className="muted">Job times are model time; ledger transfers below carry wall-clock times.</p>
      </section>
      {(job.state === 'ACCEPTED' || job.state === 'RUNNING' || job.state === 'SUBMITTED') && (
        <CancelPanel job={job} onCancelled={onChanged} />
      )}
      <h2>Timeline</h2>
      <JobTimeline events={job.events ?? []} names={names} />
      <h2>Ledger transfers</h2>
      {job.transfers && job.transfers.length > 0
        ? <TransferTable transfers={job.transfers} caption={`Ledger transfers of job ${job.id}`} />
        : <p>No transfers: nothing was held or charged.</p>}
    </>
  );
}

function CancelPanel({ job, onCancelled }: { job: Job; onCancelled: () => void }) {
  const { now } = useModelClock();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const running = job.state === 'RUNNING' && job.startedAt !== null;
  let estimate: bigint | undefined;
  if (running && now !== undefined && job.priceMicroGd !== null && job.runtimeSeconds) {
    const ran = secondsBetween(job.startedAt!, new Date(now).toISOString());
    estimate = cancelChargeMicroGd(job.priceMicroGd, ran, job.runtimeSeconds);
  }

  async function cancel() {
    setBusy(true);
    setError(undefined);
    try {
      await api.cancelJob(job.id);
      onCancelled();
    } catch (failure) {
      setError(failure instanceof ApiError ? describe(failure.problem) : String(failure));
      onCancelled();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="panel-title">Cancel</h2>
      <p>
        Before the job starts, cancelling voids the hold: nothing is charged. While it runs you pay the price ×
        the time it ran ÷ its planned runtime (rounded once to the µG$, half away from zero), and the rest of the
        hold is released.
      </p>
      {estimate !== undefined && (
        <p>If cancelled now, about <strong>{formatMicroGd(estimate)} G$</strong> would be charged.</p>
      )}
      {error && <Notice tone="danger">{error}</Notice>}
      <button type="button" className="secondary" onClick={cancel} disabled={busy}>
        {busy ? 'Cancelling…' : 'Cancel job'}
      </button>
    </section>
  );
}
