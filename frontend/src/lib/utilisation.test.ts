import { describe, expect, it } from 'vitest';
import { hourTickLabel, hourTicks, meanUtilisation, utilisationSeries } from './utilisation';

const at = (hour: number) => `2026-11-24T${String(hour).padStart(2, '0')}:00:00Z`;

describe('utilisationSeries', () => {
  it('plots per cent busy on a time axis, oldest first', () => {
    expect(utilisationSeries([
      { at: at(2), busyProcessors: 16, utilisation: 0.25 },
      { at: at(1), busyProcessors: 64, utilisation: 1 },
      { at: at(3), busyProcessors: 0, utilisation: 1.2 },
    ])).toEqual([{ x: Date.parse(at(1)), y: 100 }, { x: Date.parse(at(2)), y: 25 }, { x: Date.parse(at(3)), y: 100 }]);
  });

  it('averages over time, each point lasting until the next', () => {
    expect(meanUtilisation([{ at: at(0), busyProcessors: 0, utilisation: 1 },
      { at: at(1), busyProcessors: 0, utilisation: 0 }, { at: at(4), busyProcessors: 0, utilisation: 0 }])).toBe(0.25);
    expect(meanUtilisation([])).toBeUndefined();
  });
});

describe('hourTicks', () => {
  const HOUR = 3_600_000;
  // A day ending at 13:47 local time, like the owner's 24-hour chart.
  const to = new Date(2026, 10, 25, 13, 47).getTime();
  const from = to - 24 * HOUR;

  it('spaces a day by four hours on whole hours, at most seven labels that never overlap', () => {
    const ticks = hourTicks(from, to);
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(ticks.map((tick) => new Date(tick).getHours())).toEqual([16, 20, 0, 4, 8, 12]);
    expect(ticks.every((tick) => tick >= from && tick <= to)).toBe(true);
    expect(ticks.map(hourTickLabel)).toEqual(['16:00', '20:00', '25 Nov', '04:00', '08:00', '12:00']);
  });

  it('keeps any window within the limit', () => {
    for (const hours of [1, 5, 24, 48, 168, 1000]) {
      const ticks = hourTicks(to - hours * HOUR, to);
      expect(ticks.length, `${hours} h`).toBeGreaterThan(0);
      expect(ticks.length, `${hours} h`).toBeLessThanOrEqual(7);
      expect(ticks.every((tick, i) => i === 0 || tick > ticks[i - 1])).toBe(true);
    }
    expect(hourTicks(to, to)).toEqual([]);
  });
});
