import { describe, expect, it } from 'vitest';
import { marketMsOf, marketTimeOf } from './modelClock';

// The engine's anchor: at wall 2026-11-28 00:00:00 the market read 2026-11-28 00:00:00; 100× faster since.
const clock = { anchorWallTime: '2026-11-28T00:00:00Z', anchorModelTime: '2026-11-28T00:00:00Z', timeScale: 100 };

describe('marketTimeOf: a wall-clock instant on the market clock', () => {
  it('a transfer made 37 wall seconds after the anchor happened at 01:01:40 market time', () => {
    expect(marketTimeOf(clock, '2026-11-28T00:00:37Z')).toBe('2026-11-28T01:01:40.000Z');
  });

  it('follows an anchor set apart (a restart keeps the same map) and whole seconds, rounded down', () => {
    const later = { anchorWallTime: '2026-11-28T00:37:00Z', anchorModelTime: '2026-11-28T03:55:00Z', timeScale: 1000 };
    expect(marketTimeOf(later, '2026-11-28T00:37:00.5005Z')).toBe('2026-11-28T04:03:20.000Z');
    expect(marketMsOf(later, Date.parse('2026-11-28T00:36:59Z'))).toBe(Date.parse('2026-11-28T03:38:20Z'));
  });
});
