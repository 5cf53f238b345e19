import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { jobProgress } from './progress';

const running = { state: 'RUNNING' as const, startedAt: '2026-11-24T10:00:00Z', plannedEnd: '2026-11-24T11:00:00Z',
  runtimeSeconds: 3600 };

describe('jobProgress', () => {
  it('gives the share done on the model clock and the wall-clock time left at the time scale', () => {
    const progress = jobProgress(running, Date.parse('2026-11-24T10:45:00Z'), 1000);
    expect(progress).toEqual({ fraction: 0.75, modelSecondsLeft: 900, wallSecondsLeft: 0.9 });
  });

  it('stays within 0..1 and never counts time left below zero', () => {
    expect(jobProgress(running, Date.parse('2026-11-24T12:00:00Z'), 10)).toEqual({ fraction: 1, modelSecondsLeft: 0,
      wallSecondsLeft: 0 });
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

describe('progress of a job resumed after a preemption', () => {
  it('counts its useful seconds and the time since it resumed, not its wait', () => {
    const job = { state: 'RUNNING' as const, startedAt: '2026-11-24T10:00:00Z', plannedEnd: '2026-11-24T11:50:00Z',
      runtimeSeconds: 3600, usefulSeconds: 600, preemptions: 1,
      events: [{ at: '2026-11-24T11:00:00Z', state: 'RUNNING', detail: 'resumed' }] };
    const progress = jobProgress(job, Date.parse('2026-11-24T11:20:00Z'), 100)!;
    expect(progress.fraction).toBeCloseTo(1800 / 3600, 10);
    expect(progress.modelSecondsLeft).toBe(1800);
    expect(progress.wallSecondsLeft).toBe(18);
  });
});

