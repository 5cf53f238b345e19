import type { Job } from '../api/types';
import { workSeconds } from './cancelCharge';

/** How far a running job is, on the model clock, and how long it still takes on the wall clock. */
export interface JobProgress {
  /** 0..1 of the planned runtime. */
  fraction: number;
  modelSecondsLeft: number;
  /** Model seconds left ÷ the engine's time scale: what the person waits. */
  wallSecondsLeft: number;
}

/**
 * A running job's progress from its start and planned end (model time) and the model clock now; undefined
 * for a job that is not running or whose plan is unknown. The model clock runs {@code timeScale} times
 * faster than the wall clock (GET /api/engine/clock).
 */
export function jobProgress(job: Pick<Job, 'state' | 'startedAt' | 'plannedEnd' | 'runtimeSeconds'>
                              & Partial<Pick<Job, 'events' | 'usefulSeconds' | 'preemptions' | 'priceMicroGd'>>,
                            modelNowMs: number | undefined, timeScale: number | undefined): JobProgress | undefined {
  if (job.state !== 'RUNNING' || !job.startedAt || modelNowMs === undefined || !timeScale || timeScale <= 0) {
    return undefined;
  }
  const start = Date.parse(job.startedAt);
  const end = job.plannedEnd ? Date.parse(job.plannedEnd)
    : job.runtimeSeconds ? start + job.runtimeSeconds * 1000 : Number.NaN;
  if (!(end > start)) {
    return undefined;
  }
  // A job preempted and resumed (issue 21) has done its useful seconds plus the time since it resumed.
  const fraction = (job.preemptions ?? 0) > 0 && job.runtimeSeconds
    ? Math.min(1, Math.max(0, workSeconds({ priceMicroGd: null, ...job }, modelNowMs) / job.runtimeSeconds))
    : Math.min(1, Math.max(0, (modelNowMs - start) / (end - start)));
  const modelSecondsLeft = Math.max(0, (end - modelNowMs) / 1000);
  return { fraction, modelSecondsLeft, wallSecondsLeft: modelSecondsLeft / timeScale };
}
