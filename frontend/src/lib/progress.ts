import type { Job } from '../api/types';
import { workResumesAtMs, workSeconds } from './cancelCharge';

/** How far a running job is and how long it still takes, on the market's (model) clock. */
export interface JobProgress {
  /** 0..1: the work done ÷ the work needed (its runtime on the cluster). */
  fraction: number;
  /** Model seconds of work done. */
  workSeconds: number;
  modelSecondsLeft: number;
  /** Of those, the overhead a resumed lease still pays before its work continues (seed 001); 0 otherwise. */
  overheadSecondsLeft: number;
  /** Model seconds left ÷ the engine's time scale: what the person waits in real time. */
  wallSecondsLeft: number;
}

type ProgressingJob = Pick<Job, 'state' | 'startedAt' | 'plannedEnd' | 'runtimeSeconds'>
  & Partial<Pick<Job, 'events' | 'usefulSeconds' | 'preemptions' | 'priceMicroGd'>>;

/**
 * A running job's progress, from the work it has done against the work it needs ({@link workSeconds}: after a
 * preemption, seed 001's lease accounting: useful seconds banked, then the overhead paid before the work goes
 * on), and the time left to its planned end (model time); undefined for a job that is not running or whose plan
 * is unknown. The model clock runs {@code timeScale} times faster than real time (GET /api/engine/clock).
 */
export function jobProgress(job: ProgressingJob, modelNowMs: number | undefined,
                            timeScale: number | undefined): JobProgress | undefined {
  if (job.state !== 'RUNNING' || !job.startedAt || modelNowMs === undefined || !timeScale || timeScale <= 0) {
    return undefined;
  }
  const start = Date.parse(job.startedAt);
  const end = job.plannedEnd ? Date.parse(job.plannedEnd)
    : job.runtimeSeconds ? start + job.runtimeSeconds * 1000 : Number.NaN;
  if (!(end > start)) {
    return undefined;
  }
  const modelSecondsLeft = Math.max(0, (end - modelNowMs) / 1000);
  const preempted = (job.preemptions ?? 0) > 0;
  const needed = job.runtimeSeconds ?? (end - start) / 1000;
  const done = preempted
    ? workSeconds({ priceMicroGd: null, ...job }, modelNowMs)
    : Math.min(needed, Math.max(0, (modelNowMs - start) / 1000));
  const workFrom = preempted ? workResumesAtMs(job) : undefined;
  return {
    fraction: needed > 0 ? Math.min(1, Math.max(0, done / needed)) : 0,
    workSeconds: done,
    modelSecondsLeft,
    overheadSecondsLeft: workFrom === undefined ? 0 : Math.max(0, (workFrom - modelNowMs) / 1000),
    wallSecondsLeft: modelSecondsLeft / timeScale,
  };
}
