import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { jobProgress } from './progress';

const running = { state: 'RUNNING' as const, startedAt: '2026-11-24T10:00:00Z', plannedEnd: '2026-11-24T11:00:00Z',
  runtimeSeconds: 3600 };

describe('jobProgress', () => {
  it('gives the share done on the model clock and the wall-clock time left at the time scale', () => {
    const progress = jobProgress(running, Date.parse('2026-11-24T10:45:00Z'), 1000);
    expect(progress).toEqual({ fraction: 0.75, workSeconds: 2700, modelSecondsLeft: 900, overheadSecondsLeft: 0,
      wallSecondsLeft: 0.9 });
  });

  it('stays within 0..1 and never counts time left below zero', () => {
    expect(jobProgress(running, Date.parse('2026-11-24T12:00:00Z'), 10)).toEqual({ fraction: 1, workSeconds: 3600,
      modelSecondsLeft: 0, overheadSecondsLeft: 0, wallSecondsLeft: 0 });
  });

  it('uses the runtime when the planned end is unknown', () => {
    expect(jobProgress({ ...running, plannedEnd: null }, Date.parse('2026-11-24T10:30:00Z'), 1)?.wallSecondsLeft)
      .toBe(1800);
  });

  it('has nothing to show for a job that is not running or before the clock is read', () => {
    expect(jobProgress({ ...running, state: 'ACCEPTED' }, Date.parse('2026-11-24T10:30:00Z'), 1000)).toBeUndefined();
    expect(jobProgress(running, undefined, 1000)).toBeUndefined();
  });
});

describe('formatDateTime', () => {
  it('names the time zone', () => {
    expect(formatDateTime('2026-11-24T10:00:00Z')).toMatch(/\d{2}:\d{2}:\d{2} \S+$/);
  });
});

describe('progress of a job resumed after a preemption (seed 001\'s lease accounting)', () => {
  // 3,600 s of work, 600 s done before the preemption; resumed at 11:00, it first pays 1,200 s of overhead, then
  // the 3,000 s left: planned end 11:00 + 1,200 s + 3,000 s = 12:10.
  const job = { state: 'RUNNING' as const, startedAt: '2026-11-24T10:00:00Z', plannedEnd: '2026-11-24T12:10:00Z',
    runtimeSeconds: 3600, usefulSeconds: 600, preemptions: 1,
    events: [{ at: '2026-11-24T11:00:00Z', state: 'RUNNING', detail: 'resumed' }] };

  it('counts no work while it pays its overhead', () => {
    const progress = jobProgress(job, Date.parse('2026-11-24T11:10:00Z'), 100)!;
    expect(progress.workSeconds).toBe(600);
    expect(progress.fraction).toBeCloseTo(600 / 3600, 10);
    expect(progress.overheadSecondsLeft).toBe(600);
    expect(progress.modelSecondsLeft).toBe(3600);
    expect(progress.wallSecondsLeft).toBe(36);
  });

  it('then counts its useful seconds and the work since, consistent with the time left', () => {
    const progress = jobProgress(job, Date.parse('2026-11-24T11:40:00Z'), 100)!;
    expect(progress.workSeconds).toBe(600 + 1200);
    expect(progress.fraction).toBeCloseTo(0.5, 10);
    expect(progress.overheadSecondsLeft).toBe(0);
    expect(progress.modelSecondsLeft).toBe(1800);
    // The work left is the time left: never "100 % done" with hours to go.
    expect(3600 - progress.workSeconds).toBe(progress.modelSecondsLeft);
  });

  it('the page\'s case: 100 % done with 19 h left was the overhead counted as work', () => {
    // 30,000 s of work, 10,000 done; resumed at 10:00, 73,507 s of overhead first (73,506.214 s rounded up).
    const long = { ...job, runtimeSeconds: 30_000, usefulSeconds: 10_000, events: [],
      plannedEnd: new Date(Date.parse('2026-11-24T10:00:00Z') + (73_507 + 20_000) * 1000).toISOString() };
    const progress = jobProgress(long, Date.parse('2026-11-24T10:00:00Z') + 25_000_000, 100)!;
    expect(progress.fraction).toBeCloseTo(1 / 3, 10);
    expect(progress.overheadSecondsLeft).toBe(48_507);
    expect(progress.modelSecondsLeft).toBe(68_507);
    expect(progress.wallSecondsLeft).toBeCloseTo(685.07, 10);
  });
});
