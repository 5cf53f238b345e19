import { describe, expect, it } from 'vitest';
import type { JobEventView } from '../api/types';
import { latestPreemption, preemptingJobOf, preemptionCause, queuePreemptionNote, showsPreemption } from './preemption';

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

  it('reads the service\'s plain words since issue 32, for the owner\'s job and for background load', () => {
    const owners = event('PREEMPTED', "preempted to start local job 42, the cluster owner's own work; the cluster's "
      + "policy interrupts the fewest jobs (1 job); overhead 289.425 s, the owner's cost: suspended; resumes at its new plan");
    const background = event('CANCELLED', "preempted to start job 77 of the cluster's background load (local work its "
      + "owner did not submit); the cluster's policy interrupts the fewest jobs (2 jobs); overhead 0.000 s, the owner's "
      + 'cost: cancelled after 45 s of work; charged 450 µG$');
    expect(preemptingJobOf(latestPreemption([owners])?.detail)).toBe(42);
    expect(preemptingJobOf(latestPreemption([background])?.detail)).toBe(77);
  });

  it('names the real cause: the owner\'s own job, or the background load the owner never submitted', () => {
    expect(preemptionCause('local')).toBe("the cluster's owner started a job of their own that needed the processors");
    expect(preemptionCause('background')).toBe("the cluster's other local work (its background load, which the owner "
      + 'did not submit) needed the processors');
    expect(preemptionCause('background')).not.toMatch(/owner needed|their own/);
    expect(preemptionCause(null)).toBe('a local job on the cluster needed the processors');
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
