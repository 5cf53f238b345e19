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
