import { describe, expect, it } from 'vitest';
import { meanUtilisation, utilisationSeries } from './utilisation';

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
