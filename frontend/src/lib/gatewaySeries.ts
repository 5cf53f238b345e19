import type { GatewayBalancePoint, RedirectionPoint } from '../api/peering';
import { microToGdNumber } from './money';

/**
 * The admin's charts of peering over time: each gateway's balance (G$) and the load each buyer grid has
 * redirected so far (cumulative CPU-hours), one series per grid, x in ms since the epoch.
 */
export interface SeriesPoint {
  x: number;
  y: number;
}

export interface Series {
  grid: string;
  points: SeriesPoint[];
}

/** Series by grid name, in name order, each point's x ascending (ties keep the service's order). */
function byGrid<T extends { at: string }>(rows: readonly T[], gridOf: (row: T) => string,
                                          valueAfter: (row: T, previous: number) => number): Series[] {
  const series = new Map<string, SeriesPoint[]>();
  const ordered = rows.map((row, index) => ({ row, index, x: Date.parse(row.at) }))
    .sort((a, b) => a.x - b.x || a.index - b.index);
  for (const { row, x } of ordered) {
    const grid = gridOf(row);
    const points = series.get(grid) ?? [];
    const previous = points.length > 0 ? points[points.length - 1].y : 0;
    points.push({ x, y: valueAfter(row, previous) });
    series.set(grid, points);
  }
  return [...series.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([grid, points]) => ({ grid, points }));
}

/** Each gateway's balance in G$ after each transfer that touched it. */
export function balanceSeries(balances: readonly GatewayBalancePoint[]): Series[] {
  return byGrid(balances, (point) => point.grid, (point) => microToGdNumber(point.balanceMicroGd));
}

/** The CPU-hours each buyer grid has redirected so far: a running sum of the redirected jobs' CPU-seconds ÷ 3,600. */
export function redirectedLoadSeries(redirections: readonly RedirectionPoint[]): Series[] {
  return byGrid(redirections, (point) => point.buyerGrid, (point, previous) => previous + point.units / 3600);
}

/**
 * Each series carried to {@code untilX} at its last value (a step chart then reaches the right edge), unless
 * it already ends there or later; an empty series stays empty.
 */
export function extendedTo(series: readonly Series[], untilX: number): Series[] {
  return series.map(({ grid, points }) => {
    const last = points[points.length - 1];
    return last && untilX > last.x ? { grid, points: [...points, { x: untilX, y: last.y }] } : { grid, points };
  });
}

/** The x range shared by all series: [first, last], or undefined when there is no point. */
export function rangeOf(series: readonly Series[]): { min: number; max: number } | undefined {
  const xs = series.flatMap((s) => s.points.map((point) => point.x));
  return xs.length === 0 ? undefined : { min: Math.min(...xs), max: Math.max(...xs) };
}
