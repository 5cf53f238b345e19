import type { Job } from '../api/types';
import { formatDuration, secondsBetween } from './duration';

/**
 * What a job's page says of how it really ran (issue 33): its actual start or end beside the plan, and why a
 * failed job failed. Times are the market's clock, as everywhere on the page.
 */

/** "12 s later than planned", "3 min earlier than planned", "as planned" (within a second); undefined while unknown. */
export function againstPlan(plannedIso: string | null, actualIso: string | null): string | undefined {
  if (!plannedIso || !actualIso) {
    return undefined;
  }
  const seconds = secondsBetween(plannedIso, actualIso);
  if (Math.abs(seconds) < 1) {
    return 'as planned';
  }
  return `${formatDuration(Math.abs(seconds))} ${seconds > 0 ? 'later' : 'earlier'} than planned`;
}

/**
 * Why a failed job failed: the detail of its last FAILED event (the cluster's reason, e.g. "Slurm: TIMEOUT — ran past
 * its time limit"), without the trailing "nothing charged" the page says with the amount; undefined for a job that
 * has not failed or whose event says nothing.
 */
export function failureReasonOf(job: Pick<Job, 'state' | 'events'>): string | undefined {
  if (job.state !== 'FAILED') {
    return undefined;
  }
  const failed = [...(job.events ?? [])].reverse().find((event) => event.state === 'FAILED');
  const detail = failed?.detail?.replace(/[;,.]?\s*nothing (?:was )?charged\.?\s*$/i, '').trim();
  return detail ? detail : undefined;
}

/** What the output panel says instead of output, or undefined when there is output to show. */
export function noOutputText(job: Pick<Job, 'state' | 'hasOutput'>, final: boolean): string | undefined {
  if (job.hasOutput) {
    return undefined;
  }
  return final ? 'No output has come back from the cluster.'
    : 'No output yet: the cluster sends it back when the job ends.';
}
