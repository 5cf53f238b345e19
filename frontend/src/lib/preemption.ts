import type { Job, JobEventView, PreemptionPolicy, QueueEntry } from '../api/types';

/** Seed 001 §6's policies, each in one plain line for the owner; MOML is the service's default. */
export const PREEMPTION_POLICIES: readonly { policy: PreemptionPolicy; name: string; explanation: string }[] = [
  { policy: 'MOML', name: 'Fewest jobs among the cheap choices (MOML, the default)',
    explanation: 'Of the choices that cost at most the median overhead, disturbs the fewest jobs.' },
  { policy: 'MOV', name: 'Least overhead (MOV)',
    explanation: 'Picks the jobs whose pausing, moving or stopping costs the least time.' },
  { policy: 'MLIP', name: 'Fewest jobs disturbed (MLIP)',
    explanation: 'Disturbs as few paid jobs as possible, whatever the overhead.' },
  { policy: 'NOP', name: 'Never preempt (NOP)',
    explanation: 'Local jobs wait for free processors like everyone else.' },
];

export const DEFAULT_POLICY: PreemptionPolicy = 'MOML';

/**
 * The service writes "preempted to start local job 42, the cluster owner's own work; …" (before issue 32:
 * "preempted by local job 42 (policy …)") in the event's detail.
 */
const PREEMPTION_DETAIL = /^preempted (?:by local job|to start (?:local )?job) (\d+)/;

export function isPreemptionDetail(detail: string | null | undefined): boolean {
  return detail != null && PREEMPTION_DETAIL.test(detail);
}

/**
 * What preempted a job, in words for its user: the cluster owner's own local job, or the cluster's background
 * load (local work its owner never submitted; the owner's queue lists it as "background").
 */
export function preemptionCause(kind: Job['preemptedByKind']): string {
  switch (kind) {
    case 'background':
      return "the cluster's other local work (its background load, which the owner did not submit) needed the processors";
    case 'local':
      return "the cluster's owner started a job of their own that needed the processors";
    default:
      return 'a local job on the cluster needed the processors';
  }
}

/** Seed 001's policies by their paper names, for the "how this works" of a preempted job. */
export const POLICY_IN_THE_PAPER: Record<Exclude<PreemptionPolicy, 'NOP'>, string> = {
  MOV: 'MOV, "minimum overhead" (seed 001 §6.1, Eq. 9): the set of jobs whose preemption costs the least overhead',
  MLIP: 'MLIP, "minimum leases involved" (seed 001 §6.2, Eq. 10): the set with the fewest jobs',
  MOML: 'MOML, "minimum overhead minimum leases" (seed 001 §6.3, Algorithm 1): of the sets costing at most the '
    + 'median overhead, the one with the fewest jobs',
};

/**
 * Why the job was last preempted: the newest event whose detail says so, or undefined. A cancellable job
 * ends CANCELLED with that detail; a suspended or moved one shows it while PREEMPTED.
 */
export function latestPreemption(events: readonly JobEventView[] | null | undefined): JobEventView | undefined {
  const list = events ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    if (isPreemptionDetail(list[i].detail)) {
      return list[i];
    }
  }
  return undefined;
}

/** The local job named in a preemption detail, or undefined. */
export function preemptingJobOf(detail: string | null | undefined): number | undefined {
  const match = detail ? PREEMPTION_DETAIL.exec(detail) : null;
  return match ? Number(match[1]) : undefined;
}

/** Whether the job page has anything to say about preemption (a preemptable lease, or it was preempted). */
export function showsPreemption(job: Pick<Job, 'leaseType' | 'preemptions' | 'state'>): boolean {
  return (job.leaseType !== undefined && job.leaseType !== 'NON_PREEMPTABLE')
    || (job.preemptions ?? 0) > 0 || job.state === 'PREEMPTED';
}

/** "17", "17 and 18", "17, 18 and 19". */
function listIds(ids: readonly number[]): string {
  return ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
}

/**
 * The owner's queue: what preemption did to this entry, in words ("preempted by local job 42" for a paid job;
 * "preempted jobs 17 and 18" for a local job), or "" when nothing.
 */
export function queuePreemptionNote(entry: Pick<QueueEntry, 'preemptedBy' | 'preempted'>): string {
  if (entry.preemptedBy != null) {
    return `preempted by local job ${entry.preemptedBy}`;
  }
  const preempted = entry.preempted ?? [];
  if (preempted.length > 0) {
    return `preempted ${preempted.length === 1 ? 'job' : 'jobs'} ${listIds([...preempted].sort((a, b) => a - b))}`;
  }
  return '';
}
