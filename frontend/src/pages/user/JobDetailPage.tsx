import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { api, ApiError, describe, type Job } from '../../api';
import { followJobEvents } from '../../api/jobEvents';
import { Amount } from '../../components/Amount';
import { factsClass, isFinal, JobStateBadge, JobTimeline, LiveIndicator, ModelTime } from '../../components/JobParts';
import { LoadError, Notice } from '../../components/Notice';
import { FailureNotice, OutputPanel, PlanBesideActual, ScriptExpander } from '../../components/JobRun';
import { LeaseFacts, PreemptedNotice } from '../../components/Preemption';
import { WinningBid } from '../../components/Bids';
import { StrategyName, Term } from '../../components/Term';
import { latenessPenaltyText } from '../../lib/bids';
import { TransferTable } from '../../components/TransferTable';
import { GatewayLegList, RedirectionFacts } from '../../components/Redirection';
import { cancelOutcome, cancelPreview } from '../../lib/cancelCharge';
import { formatDuration, formatRealSeconds, secondsAfter } from '../../lib/duration';
import { formatInteger } from '../../lib/format';
import { plainRejection } from '../../lib/funds';
import { jobProgress } from '../../lib/progress';
import { takesLateness } from '../../lib/strategies';
import { usePageTitle } from '../../lib/usePageTitle';
import { NotFoundPage } from '../NotFoundPage';
import { useSession } from '../../auth/AuthContext';
import { homeOf } from '../../navigation';
import { useModelClock } from '../../lib/modelClock';
import { nameOf, nameSitesIn, useSiteNames } from '../../lib/siteNames';
import { useLoad } from '../../lib/useLoad';

/** One job: its plan, live state (server-sent events), progress, timeline, ledger transfers, and cancel. */
export function JobDetailPage() {
  const param = useParams().jobId ?? '';
  const jobId = /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined;
  usePageTitle(jobId === undefined ? 'Page not found' : `Job ${jobId}`);
  if (jobId === undefined) {
    return <NotFoundPage />;
  }
  return <JobPage key={jobId} jobId={jobId} />;
}

function JobPage({ jobId }: { jobId: number }) {
  const submitted = (useLocation().state as { submitted?: boolean } | null)?.submitted ?? false;
  const job = useLoad(() => api.job(jobId), `job-${jobId}`);
  const { role } = useSession();
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

  // Someone else's job answers 403 (404 on newer services): to this person it does not exist.
  const missing = job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 403);
  return (
    <>
      <p>{role === 'user' ? <Link to="/wallet">← Wallet and jobs</Link> : <Link to={homeOf(role)}>← Home</Link>}</p>
      <h1>Job {jobId}</h1>
      {missing ? <p role="alert">There is no job {jobId} of yours.</p>
        : <LoadError error={job.error} />}
      {job.data && <JobView job={job.data} connected={connected} submitted={submitted} onChanged={job.reload} />}
    </>
  );
}

function JobView({ job, connected, submitted, onChanged }: { job: Job; connected: boolean; submitted: boolean;
  onChanged: () => void }) {
  const names = useSiteNames([job.siteId, job.homeSiteId]);
  const strategies = useLoad(api.strategies, 'strategies').data;
  const { role } = useSession();
  const outcome = job.state === 'CANCELLED' ? cancelOutcome(job) : undefined;
  return (
    <>
      <p className="actions">
        <span>State: <JobStateBadge state={job.state} testId="job-state" /></span>
        {!isFinal(job.state) && <LiveIndicator connected={connected} />}
      </p>
      {/* After a cancellation the outcome below replaces the acceptance: it no longer describes the job. */}
      {submitted && job.state === 'QUEUED' && (
        <Notice tone="success">
          Job queued: it waits its turn and starts as soon as a cluster can run it. Your budget{' '}
          <Amount micro={job.budgetMicroGd} exact /> is held until then.
        </Notice>
      )}
      {submitted && job.state !== 'REJECTED' && job.state !== 'CANCELLED' && job.state !== 'QUEUED' && (
        <Notice tone="success">
          Job accepted on {nameOf(names, job.siteId)} for {job.priceGd && <Amount gd={job.priceGd} exact />}
          {isFinal(job.state) ? '.' : ', held from your wallet until it finishes.'}
        </Notice>
      )}
      {outcome && (
        <div data-testid="cancel-outcome">
          <Notice tone="info">
            <strong>Job cancelled.</strong> Charged <Amount micro={Number(outcome.chargedMicroGd)} exact />; released
            back to your wallet <Amount micro={Number(outcome.releasedMicroGd)} exact />.
          </Notice>
        </div>
      )}
      <PreemptedNotice job={job} />
      {job.rejection && <Notice tone="danger">Rejected: {nameSitesIn(plainRejection(job.rejection), names)}. Nothing was charged.</Notice>}
      <FailureNotice job={job} names={names} />
      {job.state === 'RUNNING' && <ProgressPanel job={job} />}
      {job.state === 'QUEUED' && <QueuePlacePanel job={job} />}
      <section className="panel" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="panel-title">Plan and money</h2>
        <dl className={factsClass}>
          <div><dt>Cluster</dt><dd data-testid="job-site">{nameOf(names, job.siteId)}</dd></div>
          <div><dt>Strategy</dt><dd data-testid="job-strategy"><StrategyName name={job.strategy} strategies={strategies} /></dd></div>
          <div><dt>Processors</dt><dd>{formatInteger(job.processors)}</dd></div>
          <div><dt>Length</dt><dd>{formatInteger(job.lengthMi)} <Term name="MI" /></dd></div>
          <div><dt>Runtime on the cluster</dt><dd>{job.runtimeSeconds != null ? formatDuration(job.runtimeSeconds) : '—'}</dd></div>
          <div><dt>Budget</dt><dd><Amount micro={job.budgetMicroGd} exact /></dd></div>
          <div><dt>Deadline</dt><dd data-testid="job-deadline">{job.submittedAt
            ? <><ModelTime iso={secondsAfter(job.submittedAt, job.deadlineSeconds)} /> ({formatDuration(job.deadlineSeconds)} after submission)</>
            : `${formatDuration(job.deadlineSeconds)} after submission`}</dd></div>
          {(job.tardinessPenaltyMicroGdPerSecond != null || takesLateness(strategies ?? [], job.strategy)) && (
            <div><dt>Lateness penalty</dt><dd>{latenessPenaltyText(job.tardinessPenaltyMicroGdPerSecond)}</dd></div>
          )}
          <div><dt>Price</dt><dd data-testid="job-price">{job.priceGd ? <Amount gd={job.priceGd} exact /> : '—'}</dd></div>
          <div><dt>Charged</dt><dd data-testid="job-charged">{job.chargedMicroGd != null ? <Amount micro={job.chargedMicroGd} exact /> : '—'}</dd></div>
          <div><dt>Submitted</dt><dd><ModelTime iso={job.submittedAt} /></dd></div>
          <PlanBesideActual job={job} />
        </dl>
      </section>
      {job.hasScript && <ScriptExpander jobId={job.id} />}
      {(job.hasScript || job.hasOutput) && <OutputPanel job={job} onStale={onChanged} />}
      <RedirectionFacts job={job} siteName={nameOf(names, job.siteId)} role={role} />
      <LeaseFacts job={job} />
      <WinningBid job={job} />
      {(job.state === 'ACCEPTED' || job.state === 'RUNNING' || job.state === 'PREEMPTED' || job.state === 'SUBMITTED'
        || job.state === 'QUEUED') && (
        <CancelPanel job={job} onCancelled={onChanged} />
      )}
      <h2>Timeline</h2>
      <JobTimeline events={job.events ?? []} names={names} strategies={strategies} />
      <h2>Ledger transfers</h2>
      {job.transfers && <GatewayLegList job={job} transfers={job.transfers} siteName={nameOf(names, job.siteId)} role={role} />}
      {job.transfers && job.transfers.length > 0
        ? <TransferTable transfers={job.transfers} caption={`Ledger transfers of job ${job.id}`} />
        : <p>No transfers: nothing was held or charged.</p>}
    </>
  );
}

/** How often a queued job's page asks for its place: the queue moves without an event for this job. */
const QUEUE_PLACE_POLL_MS = 2000;

/**
 * A queued job (strategy QUEUE): its place in the federation queue, read now and every two seconds, since
 * the jobs ahead leaving move it up without any event of its own.
 */
function QueuePlacePanel({ job }: { job: Job }) {
  const [tick, setTick] = useState(0);
  const place = useLoad(() => api.queuePlace(job.id), `queue-place-${job.id}-${tick}`);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), QUEUE_PLACE_POLL_MS);
    return () => clearInterval(timer);
  }, [job.id]);
  const data = place.data;
  return (
    <section className="panel" aria-labelledby="queue-heading" data-testid="queue-panel">
      <h2 id="queue-heading" className="panel-title">Place in the federation queue</h2>
      {data?.position != null ? (
        <p role="status">
          <strong data-testid="queue-place">{formatInteger(data.position)}</strong> of{' '}
          <span data-testid="queue-length">{formatInteger(data.length)}</span> waiting
          {data.position === 1 ? ': next to start.' : `: ${formatInteger(data.position - 1)} ahead of it.`}
        </p>
      ) : <p className="muted">Reading its place…</p>}
      <p className="muted">
        First come, first served: it starts as soon as a cluster can run it at once within your budget and by
        your deadline, on the cluster the federation's allocation method{data && <> ({data.method})</>} picks. No
        start time is promised. Your budget stays held until then.
      </p>
    </section>
  );
}

/**
 * A running job: how much of its work is done (after a preemption, seed 001's accounting: no work while it pays
 * its overhead) and how long it still takes on the market clock, with the real time that is at the demo's speed.
 */
function ProgressPanel({ job }: { job: Job }) {
  const { clock, now } = useModelClock();
  const progress = jobProgress(job, now, clock?.timeScale);
  if (!progress) {
    return null;
  }
  const percent = Math.floor(progress.fraction * 100);
  return (
    <section className="panel" aria-labelledby="progress-heading" data-testid="job-progress">
      <h2 id="progress-heading" className="panel-title">Progress</h2>
      <progress max={100} value={percent} aria-label={`${percent} % of the work done`} />
      <p>
        <strong data-testid="progress-percent">{percent} %</strong> of the work done
        ({formatDuration(progress.workSeconds)} of {formatDuration(job.runtimeSeconds ?? progress.workSeconds)});
        finishes in about <strong data-testid="time-left">{formatDuration(progress.modelSecondsLeft)}</strong> on the
        market clock, about <span data-testid="wall-time-left">{formatRealSeconds(progress.wallSecondsLeft)}</span> of
        real time.
        {progress.overheadSecondsLeft > 0 && <> It is being restored after its preemption first:{' '}
          <span data-testid="overhead-left">{formatDuration(progress.overheadSecondsLeft)}</span> of overhead (the
          owner's cost) before its work goes on.</>}
      </p>
    </section>
  );
}

/** Cancel asks first, showing what would be charged and released now; the page then shows what was. */
function CancelPanel({ job, onCancelled }: { job: Job; onCancelled: () => void }) {
  const { now } = useModelClock();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const preview = cancelPreview(job, now);

  async function cancel() {
    setBusy(true);
    setError(undefined);
    try {
      await api.cancelJob(job.id);
    } catch (failure) {
      setError(failure instanceof ApiError ? describe(failure.problem) : String(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
      onCancelled();
    }
  }

  return (
    <section className="panel" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="panel-title">Cancel</h2>
      <p>
        Before the job starts (also while it waits in the queue), cancelling voids the hold: nothing is charged. While it runs you pay the price ×
        the time it ran ÷ its planned runtime (rounded once to the <Term name="µG$" />, half away from zero), and
        the rest of the hold is released. A job a local job preempted pays only for the work it did, not for the
        time it waited.
      </p>
      {error && <Notice tone="danger">{error}</Notice>}
      {!confirming ? (
        <button type="button" className="secondary" onClick={() => setConfirming(true)} disabled={busy}>
          Cancel job…
        </button>
      ) : (
        <div role="alertdialog" aria-labelledby="confirm-cancel-heading" aria-describedby="confirm-cancel-money"
             className="panel" data-testid="cancel-confirmation">
          <h3 id="confirm-cancel-heading">Cancel job {job.id}?</h3>
          <p id="confirm-cancel-money">
            {preview
              ? <>If cancelled now: <strong data-testid="cancel-charge"><Amount micro={Number(preview.chargedMicroGd)} exact /></strong>{' '}
                charged{job.state === 'RUNNING' ? ' (about: the job keeps running until the service answers)' : ''},{' '}
                <strong data-testid="cancel-release"><Amount micro={Number(preview.releasedMicroGd)} exact /></strong> released
                back to your wallet.</>
              : 'Reading the model clock to work out the charge…'}
          </p>
          <div className="actions">
            <button type="button" onClick={cancel} disabled={busy || !preview}>
              {busy ? 'Cancelling…' : 'Yes, cancel the job'}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep the job
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
