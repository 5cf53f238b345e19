import type { PriceChange } from '../api/types';
import { microToGdNumber } from './money';

export interface PricePoint {
  at: string;
  /** {@link at} in ms since the epoch: the chart's x (a linear axis of time, so gaps show as gaps). */
  x: number;
  gdPerMi: number;
  /** The added point that carries the current price to now. */
  now: boolean;
}

/**
 * The price per MI over time, one point per change that sets one (a change that only removes the price
 * leaves the line where it was), oldest first, and a last point "now" so the current price reaches the
 * chart's right edge.
 */
export function pricePoints(changes: PriceChange[], now: string): PricePoint[] {
  const points: PricePoint[] = [];
  const ordered = [...changes].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || a.id - b.id);
  for (const change of ordered) {
    if (change.newPrice) {
      points.push({ at: change.changedAt, x: Date.parse(change.changedAt), gdPerMi: microToGdNumber(change.newPrice.priceMicroGdPerMi), now: false });
    }
  }
  const last = points[points.length - 1];
  if (last && Date.parse(now) > Date.parse(last.at)) {
    points.push({ at: now, x: Date.parse(now), gdPerMi: last.gdPerMi, now: true });
  }
  return points;
}
