import { describe, expect, it } from 'vitest';
import type { Job, JobState } from '../api/types';
import { jobPageOf } from './jobList';

const job = (id: number, state: JobState) => ({ id, state }) as Job;

describe('jobPageOf', () => {
  it('counts pages from X-Total-Count', () => {
    const jobs = [job(30, 'COMPLETED'), job(29, 'RUNNING')];
    expect(jobPageOf({ jobs, total: 25 }, [], 0, 2)).toEqual({ jobs, total: 25, hasOlder: true });
    expect(jobPageOf({ jobs, total: 25 }, [], 12, 2).hasOlder).toBe(false);
  });

  it('keeps only the chosen states even when the service ignores the filter', () => {
    const page = jobPageOf({ jobs: [job(3, 'COMPLETED'), job(2, 'RUNNING'), job(1, 'ACCEPTED')] },
      ['RUNNING', 'ACCEPTED'], 0, 3);
    expect(page.jobs.map((j) => j.id)).toEqual([2, 1]);
    expect(page.hasOlder).toBe(true);
    expect(page.total).toBeUndefined();
  });

  it('without a total, a short page is the last', () => {
    expect(jobPageOf({ jobs: [job(1, 'COMPLETED')] }, [], 0, 20).hasOlder).toBe(false);
  });
});
