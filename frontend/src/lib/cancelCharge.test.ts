import { describe, expect, it } from 'vitest';
import { cancelChargeMicroGd, cancelOutcome, cancelPreview, workSeconds } from './cancelCharge';
import { formatDuration } from './duration';
import { localJobOf } from './localJobForm';

describe('cancelChargeMicroGd', () => {
  it('charges nothing before the start', () => {
    expect(cancelChargeMicroGd(1_000_000, 0, 3600)).toBe(0n);
  });

  it('charges price · ran / planned, rounded once half away from zero', () => {
    expect(cancelChargeMicroGd(1_000_000, 1800, 3600)).toBe(500_000n);
    expect(cancelChargeMicroGd(1, 1, 2)).toBe(1n); // 0.5 → 1
    expect(cancelChargeMicroGd(1, 1, 3)).toBe(0n); // 0.33 → 0
    expect(cancelChargeMicroGd(2, 2, 3)).toBe(1n); // 1.33 → 1
    expect(cancelChargeMicroGd(5, 1, 2)).toBe(3n); // 2.5 → 3
  });

  it('never charges more than the price', () => {
    expect(cancelChargeMicroGd(9_007_199_254_740_991, 10_000, 3600)).toBe(9_007_199_254_740_991n);
  });
});

describe('formatDuration', () => {
  it('shows model time spans in the largest sensible units', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(725)).toBe('12 min 5 s');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(12_000)).toBe('3 h 20 min');
    expect(formatDuration(187_200)).toBe('2 d 4 h');
    expect(formatDuration(-5)).toBe('0 s');
  });
});

describe('localJobOf', () => {
  it('builds the local job and checks it against the cluster size', () => {
    expect(localJobOf({ processors: '4', runtimeSeconds: '60' }, 8)).toEqual({ body: { processors: 4, runtimeSeconds: 60 },
      errors: {} });
    expect(localJobOf({ processors: '9', runtimeSeconds: '0' }, 8).errors).toEqual({
      processors: 'the cluster has 8 processors', runtimeSeconds: 'must be greater than 0' });
  });
});

describe('cancelPreview and cancelOutcome', () => {
  const accepted = { state: 'ACCEPTED' as const, priceMicroGd: 2_189_890_000, startedAt: null, runtimeSeconds: 3600,
    budgetMicroGd: 3_000_000_000 };
  const running = { ...accepted, state: 'RUNNING' as const, startedAt: '2026-11-24T10:00:00Z' };

  it('charges nothing and releases the whole hold before the start', () => {
    expect(cancelPreview(accepted, undefined)).toEqual({ chargedMicroGd: 0n, releasedMicroGd: 2_189_890_000n });
  });

  it('charges the share run so far on the model clock and releases the rest', () => {
    const quarter = Date.parse('2026-11-24T10:15:00Z');
    expect(cancelPreview(running, quarter)).toEqual({ chargedMicroGd: 547_472_500n, releasedMicroGd: 1_642_417_500n });
  });

  it('waits for the model clock before estimating a running job', () => {
    expect(cancelPreview(running, undefined)).toBeUndefined();
  });

  it('reads the outcome from the cancelled job: charged, and the rest of the price released', () => {
    expect(cancelOutcome({ priceMicroGd: 2_189_890_000, chargedMicroGd: 547_472_500, budgetMicroGd: 3_000_000_000 }))
      .toEqual({ chargedMicroGd: 547_472_500n, releasedMicroGd: 1_642_417_500n });
    expect(cancelOutcome({ priceMicroGd: 2_189_890_000, chargedMicroGd: null, budgetMicroGd: 3_000_000_000 }))
      .toEqual({ chargedMicroGd: 0n, releasedMicroGd: 2_189_890_000n });
  });

  it('releases the whole budget of a queued job, which has no price yet', () => {
    const queued = { ...accepted, state: 'QUEUED' as const, priceMicroGd: null, runtimeSeconds: null };
    expect(cancelPreview(queued, undefined)).toEqual({ chargedMicroGd: 0n, releasedMicroGd: 3_000_000_000n });
    expect(cancelOutcome({ priceMicroGd: null, chargedMicroGd: 0, budgetMicroGd: 3_000_000_000 }))
      .toEqual({ chargedMicroGd: 0n, releasedMicroGd: 3_000_000_000n });
  });
});

describe('cancelling a preempted job pays for its work, not its waits', () => {
  const events = [
    { at: '2026-11-24T10:00:00Z', state: 'RUNNING', detail: 'started' },
    { at: '2026-11-24T10:10:00Z', state: 'PREEMPTED', detail: 'preempted by local job 9 (policy MOML, set {4}, overhead 289.425 s): suspended; resumes at its new plan' },
    { at: '2026-11-24T11:00:00Z', state: 'RUNNING', detail: 'resumed' },
  ];
  const preempted = { state: 'PREEMPTED' as const, priceMicroGd: 3_600_000, startedAt: '2026-11-24T10:00:00Z',
    runtimeSeconds: 3600, usefulSeconds: 600, preemptions: 1, events: events.slice(0, 2) };
  // Resumed at 11:00: it first pays its overhead, 289.425 s charged as 290 whole seconds, then the 3,000 s of work
  // left, so its plan ends at 11:00 + 290 s + 3,000 s = 11:54:50 and its work continues at 11:04:50.
  const resumed = { ...preempted, state: 'RUNNING' as const, events, plannedEnd: '2026-11-24T11:54:50Z' };

  it('while PREEMPTED: its useful seconds, however long it has waited', () => {
    expect(workSeconds(preempted, Date.parse('2026-11-24T10:50:00Z'))).toBe(600);
    expect(cancelPreview(preempted, Date.parse('2026-11-24T10:50:00Z')))
      .toEqual({ chargedMicroGd: 600_000n, releasedMicroGd: 3_000_000n });
  });

  it('running again: the useful seconds plus the work since its overhead was paid, not the overhead', () => {
    expect(workSeconds(resumed, Date.parse('2026-11-24T11:03:00Z'))).toBe(600);
    expect(workSeconds(resumed, Date.parse('2026-11-24T11:05:00Z'))).toBe(610);
    expect(cancelPreview(resumed, Date.parse('2026-11-24T11:05:00Z')))
      .toEqual({ chargedMicroGd: 610_000n, releasedMicroGd: 2_990_000n });
    expect(workSeconds(resumed, Date.parse('2026-11-24T12:30:00Z'))).toBe(3600);
  });

  it('never preempted: the time since the start, as before', () => {
    expect(workSeconds({ ...resumed, preemptions: 0, usefulSeconds: 0 }, Date.parse('2026-11-24T11:05:00Z'))).toBe(3900);
  });

  it('preempted before it started: nothing', () => {
    expect(cancelPreview({ ...preempted, startedAt: null, usefulSeconds: 0 }, Date.parse('2026-11-24T10:50:00Z')))
      .toEqual({ chargedMicroGd: 0n, releasedMicroGd: 3_600_000n });
  });
});

