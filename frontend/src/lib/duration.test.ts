import { describe, expect, it } from 'vitest';
import { formatDuration, formatRealSeconds, secondsAfter } from './duration';

describe('formatDuration: one format for every span on every page', () => {
  it.each([
    [45, '45 s'],
    [725, '12 min 5 s'],
    [4200, '1 h 10 min'],
    // A preemption's overhead, once shown as "73,506.214 s".
    [73_506.214, '20 h 25 min'],
    [289.425, '4 min 49 s'],
    [0.289, 'less than 1 s'],
    [0, '0 s'],
    [187_200, '2 d 4 h'],
  ])('%d s reads "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatRealSeconds', () => {
  it.each([
    [685.07, '11 min 25 s'],
    [36, '36 s'],
    [3.6, '3.6 s'],
    [0.36, '360 ms'],
  ])('%d s of real time reads "%s"', (seconds, text) => {
    expect(formatRealSeconds(seconds)).toBe(text);
  });
});

describe('secondsAfter', () => {
  it('gives a deadline as a date: the submission plus the deadline', () => {
    expect(secondsAfter('2026-11-24T10:00:00Z', 12 * 3600)).toBe('2026-11-24T22:00:00.000Z');
  });
});
