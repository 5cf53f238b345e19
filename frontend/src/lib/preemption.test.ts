import { describe, expect, it } from 'vitest';
import type { JobEventView } from '../api/types';
import { formatOverheadSeconds, latestPreemption, preemptingJobOf, queuePreemptionNote, showsPreemption } from './preemption';

const event = (state: string, detail: string | null, at = '2026-11-24T10:00:00Z'): JobEventView => ({ at, state, detail });
const SUSPENDED = 'preempted by local job 42 (policy MOML, set {17, 18}, overhead 289.425 s): suspended, resumes at its new plan';

describe('preemption details', () => {
  it('finds the newest preemption among the events', () => {
    const events = [event('RUNNING', 'started'), event('PREEMPTED', SUSPENDED),
      event('RUNNING', 'resumed'), event('PREEMPTED', SUSPENDED.replace('42', '43'), '2026-11-24T11:00:00Z'),
      event('RUNNING', 'resumed')];
    expect(latestPreemption(events)?.at).toBe('2026-11-24T11:00:00Z');
    expect(preemptingJobOf(latestPreemption(events)?.detail)).toBe(43);
    expect(latestPreemption([event('RUNNING', 'started')])).toBeUndefined();
    expect(latestPreemption(null)).toBeUndefined();
  });

  it('reads a cancelled lease\'s reason too, and nothing else as a preemption', () => {
    expect(latestPreemption([event('CANCELLED', 'preempted by local job 7 (policy MOV, set {3}, overhead 0.000 s): cancelled')])?.state)
      .toBe('CANCELLED');
    expect(latestPreemption([event('CANCELLED', 'cancelled by the user; ran 10 of 100 s')])).toBeUndefined();
    expect(preemptingJobOf('cancelled by the user')).toBeUndefined();
  });

  it('shows overhead with the service\'s three decimals, grouped', () => {
    expect(formatOverheadSeconds(289.425)).toBe('289.425 s');
    expect(formatOverheadSeconds(1413.274)).toBe('1,413.274 s');
    expect(formatOverheadSeconds(0)).toBe('0.000 s');
  });

  it.each([
    [{ leaseType: 'SUSPENDABLE', preemptions: 0, state: 'RUNNING' }, true],
    [{ leaseType: 'NON_PREEMPTABLE', preemptions: 0, state: 'RUNNING' }, false],
    [{ leaseType: 'NON_PREEMPTABLE', preemptions: 0, state: 'COMPLETED' }, false],
    [{ leaseType: 'NON_PREEMPTABLE', preemptions: 0, state: 'PREEMPTED' }, true],
    [{ leaseType: 'NON_PREEMPTABLE', preemptions: 1, state: 'COMPLETED' }, true],
  ] as const)('the job page\'s lease panel for %o: %s', (job, shown) => {
    expect(showsPreemption(job)).toBe(shown);
  });
});

describe('queuePreemptionNote', () => {
  it.each([
    [{ preemptedBy: 42, preempted: null }, 'preempted by local job 42'],
    [{ preemptedBy: null, preempted: [18, 17] }, 'preempted jobs 17 and 18'],
    [{ preemptedBy: null, preempted: [5, 3, 4] }, 'preempted jobs 3, 4 and 5'],
    [{ preemptedBy: null, preempted: [17] }, 'preempted job 17'],
    [{ preemptedBy: null, preempted: [] }, ''],
    [{ preemptedBy: null, preempted: null }, ''],
  ])('%o reads "%s"', (entry, note) => {
    expect(queuePreemptionNote(entry)).toBe(note);
  });
});
