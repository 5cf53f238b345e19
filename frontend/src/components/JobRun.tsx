import { useEffect, useState } from 'react';
import { api, type Job } from '../api';
import { againstPlan, failureReasonOf, noOutputText } from '../lib/jobRun';
import { readableDetail } from '../lib/eventDetail';
import { nameSitesIn } from '../lib/siteNames';
import { useLoad } from '../lib/useLoad';
import { Amount } from './Amount';
import { isFinal, ModelTime } from './JobParts';
import { LoadError, Notice } from './Notice';
import styles from './Jobs.module.css';

/**
 * How a job really ran on a real cluster (issue 33): its actual start and end beside the plan, why it failed, its
 * script and the output the cluster sent back.
 */

/** The plan's start and finish with the actual ones beside them, for the job's facts (a `dl`). */
export function PlanBesideActual({ job }: { job: Job }) {
  const rows = [
    { label: 'Start', testId: 'job-start', planned: job.plannedStart, actual: job.startedAt, actualWord: 'started' },
    { label: 'Finish', testId: 'job-finish', planned: job.plannedEnd, actual: job.endedAt, actualWord: 'ended' },
  ];
  return (
    <>
      {rows.map((row) => {
        const difference = againstPlan(row.planned, row.actual);
        return (
          <div key={row.label}>
            <dt>{row.label}: planned, actual</dt>
            <dd data-testid={row.testId}>
              planned <ModelTime iso={row.planned} />; {row.actualWord} <ModelTime iso={row.actual} />
              {difference && <small className={styles.aside}> ({difference})</small>}
            </dd>
          </div>
        );
      })}
    </>
  );
}

/** A failed job: why, in the cluster's words, and what it cost. */
export function FailureNotice({ job, names }: { job: Job; names?: Map<number, string> }) {
  if (job.state !== 'FAILED') {
    return null;
  }
  const reason = failureReasonOf(job);
  return (
    <Notice tone="danger">
      <strong>The job failed.</strong>{' '}
      {reason && <span data-testid="failure-reason">{readableDetail(nameSitesIn(reason, names))}. </span>}
      {job.chargedMicroGd ? <>Charged <Amount micro={job.chargedMicroGd} exact />.</> : 'Nothing was charged.'}
    </Notice>
  );
}

/** The job's script, folded away; read from the service the first time it is opened. */
export function ScriptExpander({ jobId }: { jobId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={`panel ${styles.work}`} data-testid="script-expander"
             onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
      <summary>Script</summary>
      {opened && <ScriptText jobId={jobId} />}
    </details>
  );
}

function ScriptText({ jobId }: { jobId: number }) {
  const script = useLoad(() => api.jobScript(jobId), `script-${jobId}`);
  return (
    <>
      <LoadError error={script.error} />
      {script.loading && !script.data && <p className="muted">Reading the script…</p>}
      {script.data !== undefined && <pre className={styles.text} data-testid="job-script">{script.data}</pre>}
    </>
  );
}

/** After the job has ended without output, how often the page asks for it again, and how many times. */
const OUTPUT_POLL_MS = 5000;
const OUTPUT_POLLS = 12;

/**
 * What the job printed (stdout and stderr, the last 64 KiB), as the cluster's agent sent it back when the job ended.
 * The job's end is a live event, which re-reads the job; an upload after it is not, so for a minute after the end
 * the page asks for the job again every few seconds ({@code onStale}) until its output is there.
 */
export function OutputPanel({ job, onStale }: { job: Job; onStale: () => void }) {
  const final = isFinal(job.state);
  const output = useLoad(() => (job.hasOutput ? api.jobOutput(job.id) : Promise.resolve(undefined)),
    `output-${job.id}-${job.hasOutput}-${job.state}`);
  useEffect(() => {
    if (job.hasOutput || !final) {
      return undefined;
    }
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls >= OUTPUT_POLLS) {
        clearInterval(timer);
      }
      onStale();
    }, OUTPUT_POLL_MS);
    return () => clearInterval(timer);
  }, [job.hasOutput, final]);
  const none = noOutputText(job, final);
  return (
    <section className="panel" aria-labelledby="output-heading" data-testid="output-panel">
      <h2 id="output-heading" className="panel-title">Output</h2>
      {none && <p className="muted" data-testid="no-output">{none}</p>}
      <LoadError error={output.error} />
      {output.data !== undefined && (
        <pre className={styles.text} data-testid="job-output" tabIndex={0} aria-label="The job's output">
          {output.data === '' ? <span className="muted">(empty)</span> : output.data}
        </pre>
      )}
    </section>
  );
}
