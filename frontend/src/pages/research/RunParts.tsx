import type { RunState, RunStatus } from '../../api/experiments';
import { isEnded, percentOf, STATE_WORDS, timeLeftOf } from '../../lib/researchRuns';
import styles from '../../components/Jobs.module.css';

const TONE: Record<RunState, string> = {
  QUEUED: styles.pending,
  RUNNING: styles.active,
  DONE: styles.done,
  FAILED: styles.failed,
  CANCELLED: styles.stopped,
};

/** A run's state as a coloured label (the words carry the meaning; the colours are the jobs'). */
export function RunStateBadge({ status, testId }: { status: Pick<RunStatus, 'state'>; testId?: string }) {
  return (
    <span className={`${styles.state} ${TONE[status.state]}`} data-testid={testId} data-state={status.state}>
      {STATE_WORDS[status.state]}
    </span>
  );
}

/** The progress bar with its percentage and the time left while the run is not over. */
export function RunProgress({ status, compact = false }: { status: RunStatus; compact?: boolean }) {
  const percent = percentOf(status.progress, status.state);
  const left = timeLeftOf(status);
  if (isEnded(status.state) && status.state !== 'DONE') {
    return <span className="muted">{STATE_WORDS[status.state].toLowerCase()} at {percent}</span>;
  }
  return (
    <div data-testid="run-progress" data-progress={status.progress}>
      <progress max={1} value={Math.min(1, Math.max(0, status.progress))} aria-label={`Progress of run ${status.id}`} />
      <span data-testid="run-percent">{percent}</span>
      {!compact && left && <span className="muted" data-testid="run-eta">, {left}</span>}
    </div>
  );
}
