import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api';
import { experimentsApi, followRun, type Run } from '../../api/experiments';
import { useSession } from '../../auth/AuthContext';
import { HowThisWorks } from '../../components/HowThisWorks';
import { LiveIndicator, WallTime } from '../../components/JobParts';
import { LoadError, Notice } from '../../components/Notice';
import { formatDuration, secondsBetween } from '../../lib/duration';
import { isEnded, runTitleOf, withStatus } from '../../lib/researchRuns';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';
import { NotFoundPage } from '../NotFoundPage';
import { RunProgress, RunStateBadge } from './RunParts';
import { RunResults } from './RunResults';

/** One research run: live progress while it runs, then its results, charts, report and files. */
export function RunPage() {
  const param = useParams().runId ?? '';
  const runId = /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined;
  usePageTitle(runId === undefined ? 'Page not found' : `Run ${runId}`);
  if (runId === undefined) {
    return <NotFoundPage />;
  }
  return <RunView key={runId} runId={runId} />;
}

function RunView({ runId }: { runId: number }) {
  const loaded = useLoad(() => experimentsApi.run(runId), `run-${runId}`);
  const [run, setRun] = useState<Run>();
  const [connected, setConnected] = useState(false);
  const ended = run ? isEnded(run.state) : false;

  useEffect(() => {
    if (loaded.data) {
      setRun(loaded.data);
    }
  }, [loaded.data]);

  // Progress events carry the run without its summary and files: at its end the whole run is read again.
  useEffect(() => {
    if (!loaded.data || isEnded(loaded.data.state)) {
      return undefined;
    }
    return followRun(runId, (status) => {
      setRun((current) => (current ? withStatus(current, status) : current));
      if (isEnded(status.state)) {
        loaded.reload();
      }
    }, setConnected);
  }, [runId, loaded.data === undefined]);

  const missing = loaded.error instanceof ApiError && loaded.error.status === 404;
  return (
    <>
      <p><Link to="/research">← Research</Link></p>
      <h1>Run {runId}{run && `: ${runTitleOf(run)}`}</h1>
      {missing ? <p role="alert">There is no run {runId}.</p> : <LoadError error={loaded.error} />}
      {run && (
        <>
          <p className="actions">
            <span>State: <RunStateBadge status={run} testId="run-state" /></span>
            {!ended && <LiveIndicator connected={connected} />}
          </p>
          {!ended && <RunProgress status={run} />}
          {run.state === 'FAILED' && (
            <Notice tone="danger">The run failed: {run.failure ?? 'no reason was recorded'}.</Notice>
          )}
          {run.state === 'CANCELLED' && (
            <Notice tone="info">The run was cancelled{run.failure ? `: ${run.failure}` : ''}.</Notice>
          )}
          {!ended && <CancelButton run={run} onCancelled={setRun} />}
          <RunFacts run={run} />
          {run.state === 'DONE' && <RunResults run={run} />}
          <p><Link to={`/research/compare?a=${run.id}`}>Compare with another run</Link></p>
        </>
      )}
    </>
  );
}

function RunFacts({ run }: { run: Run }) {
  const options = Object.entries(run.options ?? {});
  const catalogue = useLoad(experimentsApi.catalogue, 'catalogue').data;
  const entry = catalogue?.find((candidate) => candidate.experiment === run.experiment);
  return (
    <section className="panel" aria-labelledby="run-facts-heading">
      <h2 id="run-facts-heading" className="panel-title">What was run</h2>
      <dl className="price-card">
        <dt>Experiment</dt><dd>{entry ? `${run.experiment}: ${entry.title}` : run.experiment}</dd>
        <dt>Size</dt><dd>{run.quick ? 'quick' : 'full'}</dd>
        <dt>Random seed</dt><dd>{run.seed ?? 'the experiment’s own'}</dd>
        <dt>Options</dt>
        <dd data-testid="run-options">{options.length === 0 ? 'the defaults'
          : options.map(([name, value]) => `${name} = ${value}`).join(', ')}</dd>
        <dt>Started by</dt><dd>{run.requestedBy}</dd>
        <dt>Version</dt><dd>{run.version}</dd>
        <dt>Asked for</dt><dd><WallTime iso={run.queuedAt} /></dd>
        <dt>Started</dt><dd><WallTime iso={run.startedAt} /></dd>
        <dt>Ended</dt><dd><WallTime iso={run.endedAt} /></dd>
        {run.startedAt && run.endedAt && (
          <><dt>Took</dt><dd>{formatDuration(secondsBetween(run.startedAt, run.endedAt))} (real time)</dd></>
        )}
      </dl>
      {entry && (
        <HowThisWorks source={entry.paper}>
          <p>The experiment reruns the paper's evaluation with the market's own scheduling core; the results
            below put the paper's figures beside ours, on the same basis.</p>
        </HowThisWorks>
      )}
    </section>
  );
}

/** Admins: stop a run that waits or runs (what it wrote so far is kept). */
function CancelButton({ run, onCancelled }: { run: Run; onCancelled: (run: Run) => void }) {
  const { role } = useSession();
  const [error, setError] = useState<Error>();
  const [busy, setBusy] = useState(false);
  if (role !== 'admin') {
    return null;
  }
  async function cancel() {
    setBusy(true);
    setError(undefined);
    try {
      const cancelled = await experimentsApi.cancel(run.id);
      onCancelled({ ...cancelled, summary: cancelled.summary ?? run.summary, files: cancelled.files ?? run.files });
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <LoadError error={error} />
      <p><button type="button" className="secondary" disabled={busy} onClick={cancel}>
        {busy ? 'Cancelling…' : 'Cancel run'}</button></p>
    </>
  );
}
