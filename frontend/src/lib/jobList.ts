import type { Job, JobState } from '../api/types';

/** The wallet's state filter: every state, grouped as a person thinks of them. */
export const JOB_STATE_FILTERS: { label: string; states: JobState[] }[] = [
  { label: 'All', states: [] },
  { label: 'Active', states: ['SUBMITTED', 'QUEUED', 'ACCEPTED', 'RUNNING', 'PREEMPTED'] },
  { label: 'Completed', states: ['COMPLETED'] },
  { label: 'Cancelled', states: ['CANCELLED'] },
  { label: 'Rejected or failed', states: ['REJECTED', 'FAILED'] },
];

/**
 * One page of jobs as shown: the service filters by state (GET /api/jobs?state=A,B); the same filter is
 * applied here too, so a service that ignores the parameter never shows jobs of other states. With
 * X-Total-Count the pages are counted; without it, a full page means there may be more.
 */
export function jobPageOf(answer: { jobs: Job[]; total?: number }, states: readonly JobState[], page: number,
                          size: number): { jobs: Job[]; total?: number; hasOlder: boolean } {
  const jobs = states.length === 0 ? answer.jobs : answer.jobs.filter((job) => states.includes(job.state));
  const hasOlder = answer.total !== undefined ? (page + 1) * size < answer.total : answer.jobs.length === size;
  return { jobs, total: answer.total, hasOlder };
}
