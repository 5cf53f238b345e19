import { describe, expect, it } from 'vitest';
import type { PriceChange, PriceView } from '../api/types';
import { pricePoints } from './priceHistory';

const view = (micro: number): PriceView => ({ priceMicroGdPerMi: micro, priceGdPerMi: '' });
const change = (id: number, changedAt: string, oldPrice: PriceView | null, newPrice: PriceView | null): PriceChange =>
  ({ id, changedBy: 'owner1', changedAt, oldPrice, newPrice });

describe('pricePoints', () => {
  it('plots each new price oldest first and carries the last one to now', () => {
    const changes = [
      change(2, '2025-01-02T00:00:00Z', view(4_840_000), view(4_900_000)),
      change(1, '2025-01-01T00:00:00Z', null, view(4_840_000)),
    ];
    expect(pricePoints(changes, '2025-01-03T00:00:00Z')).toEqual([
      { at: '2025-01-01T00:00:00Z', x: Date.UTC(2025, 0, 1), gdPerMi: 4.84, now: false },
      { at: '2025-01-02T00:00:00Z', x: Date.UTC(2025, 0, 2), gdPerMi: 4.9, now: false },
      { at: '2025-01-03T00:00:00Z', x: Date.UTC(2025, 0, 3), gdPerMi: 4.9, now: true },
    ]);
  });

  it('skips changes that removed the price and has nothing to plot without a price', () => {
    expect(pricePoints([change(1, '2025-01-01T00:00:00Z', view(1), null)], '2025-01-03T00:00:00Z')).toEqual([]);
  });

  it('adds no point for now when the clock is behind the last change', () => {
    const points = pricePoints([change(1, '2025-01-02T00:00:00Z', null, view(1_000_000))], '2025-01-01T00:00:00Z');
    expect(points).toHaveLength(1);
  });
});
