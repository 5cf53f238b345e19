import { describe, expect, it } from 'vitest';
import { jobNumberOf, ledgerJobRef } from './jobReference';

describe('jobNumberOf', () => {
  it('accepts the same job however it is written', () => {
    for (const text of ['80', 'job-80', 'JOB-80', 'Job 80', 'job80', '#80', ' 080 ']) {
      expect(jobNumberOf(text), text).toBe(80);
    }
  });

  it('refuses what is not a job', () => {
    for (const text of ['', 'abc', 'job-', '0', '-5', '8.5', 'job-80x', '99999999999999999']) {
      expect(jobNumberOf(text), text).toBeUndefined();
    }
  });

  it('names the job as the ledger does', () => {
    expect(ledgerJobRef(jobNumberOf('80')!)).toBe('job-80');
  });
});
