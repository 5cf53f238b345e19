import type { HistoricPrice, PriceChange } from '../api/types';
import { formatDateTime } from './format';
import { microToGdNumber } from './money';

export interface PricePoint {
  at: string;
  /** {@link at} in ms since the epoch: the chart's x (a linear axis of time, so gaps show as gaps). */
  x: number;
  gdPerProcessorHour: number;
  /** The added point that carries the current price to now. */
  now: boolean;
}

/**
 * The price per processor-hour over time, one point per change that sets one, oldest first, and a last
 * point "now" so the current price reaches the chart's right edge. Prices posted per MI (before prices were
 * per processor-hour) are not on this axis: the table shows them in their own unit.
 */
export function pricePoints(changes: PriceChange[], now: string): PricePoint[] {
  const points: PricePoint[] = [];
  const ordered = [...changes].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || a.id - b.id);
  for (const change of ordered) {
    if (change.newPrice && change.newPrice.unit === 'PER_PROCESSOR_HOUR') {
      points.push({ at: change.changedAt, x: Date.parse(change.changedAt),
        gdPerProcessorHour: microToGdNumber(change.newPrice.priceMicroGd), now: false });
    }
  }
  const last = points[points.length - 1];
  if (last && Date.parse(now) > Date.parse(last.at)) {
    points.push({ at: now, x: Date.parse(now), gdPerProcessorHour: last.gdPerProcessorHour, now: true });
  }
  return points;
}

/**
 * When prices stopped being per MI: the time of the change that converted the site's price per MI into one
 * per processor-hour (migration V10), or undefined when the history shows none.
 */
export function perMiUntil(changes: PriceChange[]): string | undefined {
  return changes.find((change) => change.oldPrice?.unit === 'PER_MI' && change.newPrice?.unit === 'PER_PROCESSOR_HOUR')
    ?.changedAt;
}

/** The unit of a price in the history, in words: "per processor-hour", or "per MI (before 26 Nov 2026, …)". */
export function unitLabel(price: HistoricPrice, perMiEnded: string | undefined): string {
  if (price.unit === 'PER_PROCESSOR_HOUR') {
    return 'per processor-hour';
  }
  return perMiEnded ? `per MI (before ${formatDateTime(perMiEnded)})` : 'per MI (the old unit)';
}

/** Who made a change: the owner, or "gridmarket" for a change the system made (its reason says why). */
export function authorOf(change: PriceChange): string {
  return change.changedBy ?? 'gridmarket';
}
