import type { Job } from '../api/types';

/**
 * The cancellation rule (docs/marketplace.md, "Buying computation"): before the start the hold is voided and nothing is
 * charged; while running the user pays price · ran / planned, rounded once, half away from zero, and the
 * rest of the hold is released. Exact in BigInt.
 */
export function cancelChargeMicroGd(priceMicroGd: number, ranSeconds: number, plannedSeconds: number): bigint {
  if (ranSeconds <= 0 || plannedSeconds <= 0) {
    return 0n;
  }
  const ran = BigInt(Math.min(Math.floor(ranSeconds), plannedSeconds));
  const planned = BigInt(plannedSeconds);
  const numerator = BigInt(priceMicroGd) * ran;
  // Non-negative operands: half away from zero is half up.
  return (numerator * 2n + planned) / (planned * 2n);
}

/** What a cancellation charges and releases of the job's hold (the hold is the job's price). */
export interface CancelMoney {
  chargedMicroGd: bigint;
  releasedMicroGd: bigint;
}

type CancellableJob = Pick<Job, 'state' | 'priceMicroGd' | 'startedAt' | 'runtimeSeconds'>
  & Partial<Pick<Job, 'events' | 'usefulSeconds' | 'preemptions' | 'plannedEnd'>>;

/**
 * When a resumed lease's work continues: seed 001's lease accounting, as the site keeps it (SiteJob): a segment
 * after a preemption first pays the overhead charged to it, then does the work left, so its planned end is the
 * resumption + that overhead + (runtime − useful seconds), and its work continues at planned end − the work left.
 * Undefined when the plan or the runtime is unknown.
 */
export function workResumesAtMs(job: Pick<Job, 'runtimeSeconds'> & Partial<Pick<Job, 'usefulSeconds' | 'plannedEnd'>>):
  number | undefined {
  if (!job.plannedEnd || !job.runtimeSeconds) {
    return undefined;
  }
  const workLeft = Math.max(0, job.runtimeSeconds - (job.usefulSeconds ?? 0));
  return Date.parse(job.plannedEnd) - workLeft * 1000;
}

/**
 * The model seconds of work a job has done, which a cancellation pays for. A job never preempted: now − its
 * start. A preempted one (issue 21, seed 001) counts its useful seconds, not its waits and overhead: while
 * PREEMPTED those as read; running again, those plus the work since its overhead was paid ({@link
 * workResumesAtMs}), never more than its runtime.
 */
export function workSeconds(job: CancellableJob, modelNowMs: number): number {
  if ((job.preemptions ?? 0) === 0 && job.state !== 'PREEMPTED') {
    return job.startedAt === null ? 0 : (modelNowMs - Date.parse(job.startedAt)) / 1000;
  }
  const useful = job.usefulSeconds ?? 0;
  if (job.state !== 'RUNNING') {
    return useful;
  }
  const workFrom = workResumesAtMs(job);
  if (workFrom === undefined) {
    return useful;
  }
  const workLeft = Math.max(0, (job.runtimeSeconds ?? 0) - useful);
  return useful + Math.min(workLeft, Math.max(0, (modelNowMs - workFrom) / 1000));
}

/**
 * What cancelling now would do, for the confirmation: {@code modelNowMs} is the model clock's estimate
 * (undefined until read). Before the start nothing is charged; while running or preempted, the rule above on
 * the model seconds of work so far ({@link workSeconds}). Undefined while a running job's clock or plan is
 * unknown.
 */
export function cancelPreview(job: CancellableJob & Partial<Pick<Job, 'budgetMicroGd'>>,
                              modelNowMs: number | undefined): CancelMoney | undefined {
  // A queued job holds its whole budget until it starts.
  const price = BigInt((job.state === 'QUEUED' ? job.budgetMicroGd : job.priceMicroGd) ?? 0);
  if ((job.state !== 'RUNNING' && job.state !== 'PREEMPTED') || job.startedAt === null) {
    return { chargedMicroGd: 0n, releasedMicroGd: price };
  }
  if (modelNowMs === undefined || !job.runtimeSeconds || job.priceMicroGd === null) {
    return undefined;
  }
  const ranSeconds = workSeconds(job, modelNowMs);
  const charged = cancelChargeMicroGd(job.priceMicroGd, ranSeconds, job.runtimeSeconds);
  return { chargedMicroGd: charged, releasedMicroGd: price - charged };
}

/** What a cancelled job was charged and what of its hold went back to the wallet, from the job as read. */
export function cancelOutcome(job: Pick<Job, 'priceMicroGd' | 'chargedMicroGd' | 'budgetMicroGd'>): CancelMoney {
  const charged = BigInt(job.chargedMicroGd ?? 0);
  // Cancelled while queued (no price yet): its hold was the budget.
  const price = BigInt(job.priceMicroGd ?? job.budgetMicroGd ?? 0);
  return { chargedMicroGd: charged, releasedMicroGd: price > charged ? price - charged : 0n };
}
