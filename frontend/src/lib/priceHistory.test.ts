import { describe, expect, it } from 'vitest';
import type { HistoricPrice, PriceChange, PriceUnit } from '../api/types';
import { authorOf, perMiUntil, pricePoints, unitLabel } from './priceHistory';

const view = (micro: number, unit: PriceUnit = 'PER_PROCESSOR_HOUR'): HistoricPrice =>
  ({ priceMicroGd: micro, priceGd: '', unit, fixedCostMicroGdPerCpuSecond: null, minMachinePriceMicroGdPerProcessorHour: null,
    maxMachinePriceMicroGdPerProcessorHour: null, leaseFactorsPermille: null });
const change = (id: number, changedAt: string, oldPrice: HistoricPrice | null, newPrice: HistoricPrice | null,
                changedBy: string | null = 'owner1'): PriceChange => ({ id, changedBy, reason: null, changedAt, oldPrice,
                newPrice });

describe('pricePoints', () => {
  it('plots each new price oldest first and carries the last one to now', () => {
    const changes = [
      change(2, '2025-01-02T00:00:00Z', view(1_050_000), view(1_200_000)),
      change(1, '2025-01-01T00:00:00Z', null, view(1_050_000)),
    ];
    expect(pricePoints(changes, '2025-01-03T00:00:00Z')).toEqual([
      { at: '2025-01-01T00:00:00Z', x: Date.UTC(2025, 0, 1), gdPerProcessorHour: 1.05, now: false },
      { at: '2025-01-02T00:00:00Z', x: Date.UTC(2025, 0, 2), gdPerProcessorHour: 1.2, now: false },
      { at: '2025-01-03T00:00:00Z', x: Date.UTC(2025, 0, 3), gdPerProcessorHour: 1.2, now: true },
    ]);
  });

  it('leaves prices posted per MI off the per-processor-hour axis', () => {
    const changes = [
      change(1, '2025-01-01T00:00:00Z', null, view(4_840_000, 'PER_MI')),
      change(2, '2025-01-02T00:00:00Z', view(4_840_000, 'PER_MI'), view(17_424_000_000), null),
    ];
    expect(pricePoints(changes, '2025-01-02T00:00:00Z').map((point) => point.gdPerProcessorHour)).toEqual([17_424]);
  });

  it('skips changes that removed the price and has nothing to plot without a price', () => {
    expect(pricePoints([change(1, '2025-01-01T00:00:00Z', view(1), null)], '2025-01-03T00:00:00Z')).toEqual([]);
  });

  it('adds no point for now when the clock is behind the last change', () => {
    const points = pricePoints([change(1, '2025-01-02T00:00:00Z', null, view(1_000_000))], '2025-01-01T00:00:00Z');
    expect(points).toHaveLength(1);
  });
});

describe('units in the history', () => {
  const converted = [
    change(1, '2025-01-01T00:00:00Z', null, view(4_840_000, 'PER_MI')),
    change(2, '2025-01-02T00:00:00Z', view(4_840_000, 'PER_MI'), view(17_424_000_000), null),
    change(3, '2025-01-03T00:00:00Z', view(17_424_000_000), view(1_050_000)),
  ];

  it('finds when prices stopped being per MI, and says so for old prices', () => {
    expect(perMiUntil(converted)).toBe('2025-01-02T00:00:00Z');
    expect(unitLabel(view(4_840_000, 'PER_MI'), perMiUntil(converted))).toMatch(/^per MI \(before .*2025.*\)$/);
    expect(unitLabel(view(1_050_000), perMiUntil(converted))).toBe('per processor-hour');
  });

  it('still names the old unit when the conversion is not in the history shown', () => {
    expect(perMiUntil([converted[0]])).toBeUndefined();
    expect(unitLabel(view(4_840_000, 'PER_MI'), undefined)).toBe('per MI (the old unit)');
  });

  it('names the system as the author of a change no person made', () => {
    expect(converted.map(authorOf)).toEqual(['owner1', 'gridmarket', 'owner1']);
  });
});
