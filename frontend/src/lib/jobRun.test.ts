import { describe, expect, it } from 'vitest';
import { againstPlan, failureReasonOf, noOutputText } from './jobRun';

describe('actual times beside the plan', () => {
  it('says how much later or earlier than planned, in the pages\' durations', () => {
    expect(againstPlan('2026-11-28T10:00:00Z', '2026-11-28T10:00:12Z')).toBe('12 s later than planned');
    expect(againstPlan('2026-11-28T10:00:00Z', '2026-11-28T09:57:00Z')).toBe('3 min earlier than planned');
    expect(againstPlan('2026-11-28T10:00:00Z', '2026-11-28T10:00:00.400Z')).toBe('as planned');
  });

  it('says nothing until both are known', () => {
    expect(againstPlan('2026-11-28T10:00:00Z', null)).toBeUndefined();
    expect(againstPlan(null, '2026-11-28T10:00:00Z')).toBeUndefined();
  });
});

describe('why a job failed', () => {
  const event = (state: string, detail: string) => ({ state, detail, at: '2026-11-28T10:00:00Z' });

  it('is the last failure event\'s words, without "nothing charged"', () => {
    const events = [event('ACCEPTED', 'placed'), event('RUNNING', 'started'),
      event('FAILED', 'Slurm: TIMEOUT — ran past its time limit; nothing charged')];
    expect(failureReasonOf({ state: 'FAILED', events })).toBe('Slurm: TIMEOUT — ran past its time limit');
    expect(failureReasonOf({ state: 'FAILED', events: [event('FAILED', 'exit code 3. Nothing was charged.')] }))
      .toBe('exit code 3');
  });

  it('is nothing for a job that has not failed, or whose event gives no words', () => {
    expect(failureReasonOf({ state: 'COMPLETED', events: [event('COMPLETED', 'done')] })).toBeUndefined();
    expect(failureReasonOf({ state: 'FAILED', events: [event('FAILED', 'nothing charged')] })).toBeUndefined();
    expect(failureReasonOf({ state: 'FAILED', events: null })).toBeUndefined();
  });
});

describe('a script job without output', () => {
  it('waits for it while the job runs, and says none came once it has ended', () => {
    expect(noOutputText({ state: 'RUNNING', hasOutput: false }, false)).toMatch(/^No output yet/);
    expect(noOutputText({ state: 'FAILED', hasOutput: false }, true)).toBe('No output has come back from the cluster.');
    expect(noOutputText({ state: 'COMPLETED', hasOutput: true }, true)).toBeUndefined();
  });
});
