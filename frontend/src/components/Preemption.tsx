import type { Job } from '../api/types';
import { formatDuration } from '../lib/duration';
import { readableDetail } from '../lib/eventDetail';
import { LEASE_GIVES_UP, LEASE_LABEL } from '../lib/leaseTypes';
import { formatOverheadSeconds, latestPreemption, showsPreemption } from '../lib/preemption';
import { factsClass, ModelTime } from './JobParts';
import { Notice } from './Notice';

/**
 * A preempted job (issue 21, seed 001): while PREEMPTED, why (the service's words: the local job, policy, set
 * and overhead), the overhead so far and the new plan; a cancellable job stopped by a local job says so too.
 */
export function PreemptedNotice({ job }: { job: Job }) {
  const preemption = latestPreemption(job.events);
  if (job.state === 'PREEMPTED') {
    return (
      <div data-testid="preempted">
        <Notice tone="info">
          <strong>Preempted: the cluster's owner needed the processors for their own work.</strong>{' '}
          {preemption?.detail && <>Why: <span data-testid="preempted-reason">{readableDetail(preemption.detail)}</span>.</>}
          {job.overheadSeconds != null && <> Overhead so far: <strong data-testid="preempted-overhead">{formatOverheadSeconds(job.overheadSeconds)}</strong> (the owner's cost, not yours).</>}
          {' '}New plan: starts <ModelTime iso={job.plannedStart} />, finishes <ModelTime iso={job.plannedEnd} />.
        </Notice>
      </div>
    );
  }
  if (job.state === 'CANCELLED' && preemption?.detail) {
    return (
      <div data-testid="preempted">
        <Notice tone="info">
          <strong>Stopped for the cluster's owner's own work.</strong>{' '}
          Why: <span data-testid="preempted-reason">{readableDetail(preemption.detail)}</span>. You pay only for the
          work it did.
        </Notice>
      </div>
    );
  }
  return null;
}

/** The lease the job holds and what preemption has cost it so far. */
export function LeaseFacts({ job }: { job: Job }) {
  if (!showsPreemption(job)) {
    return null;
  }
  const leaseType = job.leaseType ?? 'NON_PREEMPTABLE';
  return (
    <section className="panel" aria-labelledby="lease-heading" data-testid="lease-facts">
      <h2 id="lease-heading" className="panel-title">Lease and preemption</h2>
      <dl className={factsClass}>
        <div><dt>Lease type</dt><dd data-testid="job-lease-type">{LEASE_LABEL[leaseType]}</dd></div>
        <div><dt>Preemptions</dt><dd data-testid="job-preemptions">{job.preemptions ?? 0}</dd></div>
        <div><dt>Useful time</dt><dd data-testid="job-useful">{job.usefulSeconds != null ? `${formatDuration(Math.floor(job.usefulSeconds))} of model time` : '—'}</dd></div>
        <div><dt>Overhead (the owner's cost)</dt><dd data-testid="job-overhead">{job.overheadSeconds != null ? formatOverheadSeconds(job.overheadSeconds) : '—'}</dd></div>
        <div><dt>Last preempted</dt><dd><ModelTime iso={latestPreemption(job.events)?.at} /></dd></div>
      </dl>
      <p className="muted">{LEASE_GIVES_UP[leaseType]}</p>
    </section>
  );
}
