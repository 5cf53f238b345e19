import type { Job } from '../api/types';
import { formatDuration } from '../lib/duration';
import { readableDetail } from '../lib/eventDetail';
import { LEASE_GIVES_UP, LEASE_LABEL } from '../lib/leaseTypes';
import { latestPreemption, POLICY_IN_THE_PAPER, preemptionCause, showsPreemption } from '../lib/preemption';
import { factsClass, ModelTime } from './JobParts';
import { Notice } from './Notice';

/**
 * A preempted job (issue 21, seed 001): while PREEMPTED, what preempted it in plain words (the owner's own job,
 * or the cluster's background load), the service's account of it, the overhead so far and the new plan; a
 * cancellable job stopped by a local job says so too. The paper's terms wait in "How this works".
 */
export function PreemptedNotice({ job }: { job: Job }) {
  const preemption = latestPreemption(job.events);
  if (job.state === 'PREEMPTED') {
    return (
      <div data-testid="preempted">
        <Notice tone="info">
          <strong data-testid="preempted-cause">Preempted: {preemptionCause(job.preemptedByKind)}.</strong>{' '}
          {preemption?.detail && <>What happened: <span data-testid="preempted-reason">{readableDetail(preemption.detail)}</span>.</>}
          {job.overheadSeconds != null && <> Overhead so far: <strong data-testid="preempted-overhead">{formatDuration(job.overheadSeconds)}</strong> (the owner's cost, not yours).</>}
          {' '}New plan: starts <ModelTime iso={job.plannedStart} />, finishes <ModelTime iso={job.plannedEnd} />.
        </Notice>
        <HowPreemptionWorks job={job} />
      </div>
    );
  }
  if (job.state === 'CANCELLED' && preemption?.detail) {
    return (
      <div data-testid="preempted">
        <Notice tone="info">
          <strong data-testid="preempted-cause">Stopped: {preemptionCause(job.preemptedByKind)}.</strong>{' '}
          What happened: <span data-testid="preempted-reason">{readableDetail(preemption.detail)}</span>. You pay only
          for the work it did.
        </Notice>
        <HowPreemptionWorks job={job} />
      </div>
    );
  }
  return null;
}

/** The paper behind a preemption, for whoever wants it: seed 001's lease types, policy and overhead model. */
function HowPreemptionWorks({ job }: { job: Job }) {
  return (
    <details data-testid="preemption-how">
      <summary>How this works</summary>
      <p>
        Leases and their preemption follow Amini Salehi, Javadi and Buyya, "Resource provisioning based on preempting
        virtual machines in distributed systems" (seed 001). A cluster's local jobs come first (§4.2): when one
        cannot start, the cluster interrupts leases sold to federation users. A cancellable lease ends and pays for
        its work; a suspendable one is suspended and resumes later; a migratable one moves to another cluster if one
        can take it. Suspending and resuming a virtual machine costs time, the overhead h(L) of §5, Eq. (7): the
        owner bears it, your price does not change.
      </p>
      {job.preemptedUnderPolicy && (
        <p data-testid="preemption-policy">
          Of the sets of jobs whose interruption frees enough processors, this cluster's policy chose by{' '}
          {POLICY_IN_THE_PAPER[job.preemptedUnderPolicy]}.
        </p>
      )}
    </details>
  );
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
        <div><dt>Useful time</dt><dd data-testid="job-useful">{job.usefulSeconds != null ? formatDuration(Math.floor(job.usefulSeconds)) : '—'}</dd></div>
        <div><dt>Overhead (the owner's cost)</dt><dd data-testid="job-overhead">{job.overheadSeconds != null ? formatDuration(job.overheadSeconds) : '—'}</dd></div>
        <div><dt>Last preempted</dt><dd><ModelTime iso={latestPreemption(job.events)?.at} /></dd></div>
      </dl>
      <p className="muted">{LEASE_GIVES_UP[leaseType]}</p>
    </section>
  );
}
