import type { JobEventView, JobState, StrategyView } from '../api';
import { formatDateTime } from '../lib/format';
import { readableDetail } from '../lib/eventDetail';
import { marketTimeOf, useClockReading } from '../lib/modelClock';
import { nameSitesIn } from '../lib/siteNames';
import { WithTerms } from './Term';
import styles from './Jobs.module.css';

const TONE: Record<JobState, string> = {
  SUBMITTED: styles.pending,
  QUEUED: styles.pending,
  ACCEPTED: styles.pending,
  RUNNING: styles.active,
  PREEMPTED: styles.preempted,
  COMPLETED: styles.done,
  REJECTED: styles.failed,
  FAILED: styles.failed,
  CANCELLED: styles.stopped,
};

/** A job's state as a coloured label (the word itself carries the meaning, not the colour). */
export function JobStateBadge({ state, testId }: { state: string; testId?: string }) {
  // NEGOTIATING is only an event's state (a redirection's messages, issue 23): it reads as pending.
  const tone = TONE[state as JobState] ?? (state === 'NEGOTIATING' ? styles.pending : styles.stopped);
  return <span className={`${styles.state} ${tone}`} data-testid={testId}>{state}</span>;
}

export function isFinal(state: string): boolean {
  return state === 'COMPLETED' || state === 'REJECTED' || state === 'CANCELLED' || state === 'FAILED';
}

/**
 * A time on the market's clock (the engine's model time), the one clock every page shows; the layout says how
 * fast it runs (MarketClockNote).
 */
export function ModelTime({ iso }: { iso: string | null | undefined }) {
  if (!iso) {
    return <span className="muted">—</span>;
  }
  return <time dateTime={iso} title="on the market's clock">{formatDateTime(iso)}</time>;
}

/**
 * A wall-clock instant (a ledger transfer's, an account's, a price change's) shown on the market's clock, at the
 * market time it happened (marketTimeOf), so a page never mixes two clocks; "…" until the clock is read.
 */
export function WallTime({ iso }: { iso: string | null | undefined }) {
  const reading = useClockReading();
  if (!iso) {
    return <span className="muted">—</span>;
  }
  if (!reading) {
    return <span className="muted" aria-busy="true">…</span>;
  }
  return <ModelTime iso={marketTimeOf(reading.clock, iso)} />;
}

/** The job's events in order, as a timeline. */
export function JobTimeline({ events, names, strategies }: { events: JobEventView[]; names?: Map<number, string>;
  strategies?: readonly StrategyView[] }) {
  if (events.length === 0) {
    return <p className="muted">No events yet.</p>;
  }
  return (
    <ol className={styles.timeline} aria-label="Job events, oldest first">
      {events.map((event, index) => (
        <li key={index}>
          <JobStateBadge state={event.state} /> <ModelTime iso={event.at} />
          {event.detail && <div className="muted"><WithTerms text={readableDetail(nameSitesIn(event.detail, names))}
            strategies={strategies} /></div>}
        </li>
      ))}
    </ol>
  );
}

/** Whether the status stream is connected. */
export function LiveIndicator({ connected }: { connected: boolean }) {
  return (
    <span className={styles.live} data-connected={connected} role="status">
      {connected ? 'Live: status changes appear as they happen' : 'Reconnecting to live status…'}
    </span>
  );
}

export const factsClass = styles.facts;
