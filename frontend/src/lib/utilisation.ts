import type { UtilisationPoint } from '../api/types';

/**
 * The utilisation series for the chart: per cent of processors busy at each model time, oldest first,
 * x in ms since the epoch (a linear time axis), values kept within 0..100.
 */
export function utilisationSeries(points: readonly UtilisationPoint[]): { x: number; y: number }[] {
  return points
    .map((point) => ({ x: Date.parse(point.at), y: Math.round(Math.min(1, Math.max(0, point.utilisation)) * 1000) / 10 }))
    .filter((point) => !Number.isNaN(point.x))
    .sort((a, b) => a.x - b.x);
}

/** The mean busy share over the series, weighting each point by how long it lasted (until the next). */
export function meanUtilisation(points: readonly UtilisationPoint[]): number | undefined {
  const series = utilisationSeries(points);
  if (series.length < 2) {
    return series[0] && series[0].y / 100;
  }
  let weighted = 0;
  for (let i = 0; i < series.length - 1; i++) {
    weighted += series[i].y * (series[i + 1].x - series[i].x);
  }
  return weighted / (series[series.length - 1].x - series[0].x) / 100;
}

const HOUR_MS = 3_600_000;
/** Steps between a time axis's ticks, in hours: each divides a day, so ticks fall on the same hours every day. */
const TICK_STEPS_HOURS = [1, 2, 3, 4, 6, 12, 24];

/**
 * The ticks of a time axis from `fromMs` to `toMs`: whole hours of the browser's clock, evenly spaced by the
 * smallest step of 1, 2, 3, 4, 6, 12 or 24 hours (or whole days) that keeps them at most `maxTicks`, so that
 * their short labels never overlap (a day's chart: every 4 hours).
 */
export function hourTicks(fromMs: number, toMs: number, maxTicks = 7): number[] {
  if (!(toMs > fromMs) || maxTicks < 1) {
    return [];
  }
  const spanHours = (toMs - fromMs) / HOUR_MS;
  const stepHours = TICK_STEPS_HOURS.find((hours) => spanHours / hours < maxTicks)
    ?? 24 * Math.ceil(spanHours / 24 / Math.max(1, maxTicks - 1));
  const first = new Date(fromMs);
  first.setMinutes(0, 0, 0);
  // At most a day's hours to the first tick: a whole hour at or after the start whose hour is a multiple of the step.
  for (let i = 0; i < 48 && (first.getTime() < fromMs || first.getHours() % Math.min(stepHours, 24) !== 0); i++) {
    first.setHours(first.getHours() + 1);
  }
  const ticks: number[] = [];
  for (let at = first.getTime(); at <= toMs && ticks.length < maxTicks; at += stepHours * HOUR_MS) {
    ticks.push(at);
  }
  return ticks;
}

const dayOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const timeOnly = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A tick's label: "16:00", or the date ("25 Nov") at midnight, short enough for seven side by side on a phone. */
export function hourTickLabel(ms: number): string {
  const at = new Date(ms);
  return at.getHours() === 0 && at.getMinutes() === 0 ? dayOnly.format(at) : timeOnly.format(at);
}
