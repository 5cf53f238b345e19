import type { ChartSpec } from '../api/experiments';

/**
 * Where a charts.json chart's points fall in an SVG of a given size: a numeric axis spans "nice" round ticks
 * (steps of 1, 2 or 5 × 10ⁿ) around the data; bar charts with category names share the width in equal bands,
 * their bars start at zero. Pure arithmetic, so tests can check the coordinates by hand.
 */
export interface Box {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

/** A step of 1, 2, 5 or 10 × 10ⁿ near {@code rough}. */
export function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The values between {@code low} and {@code high} widened to round ticks, about {@code count} intervals. */
export function niceAxis(low: number, high: number, count = 5): Axis {
  let min = low;
  let max = high;
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) / 10;
    min -= pad;
    max += pad;
  }
  const step = niceStep((max - min) / count);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const round = (value: number) => Number(value.toFixed(decimals));
  const first = round(Math.floor(min / step + 1e-9) * step);
  const last = round(Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let i = 0; first + i * step <= last + step / 2; i++) {
    ticks.push(round(first + i * step));
  }
  return { min: first, max: last, ticks };
}

/** The linear map of [d0, d1] onto [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

export interface PlacedPoint {
  /** The pixel position, and the values it stands for (the category's name on a band axis). */
  px: number;
  py: number;
  x: number | string;
  y: number;
}

export interface PlacedBar extends PlacedPoint {
  /** The bar's rectangle: from {@code px}, {@code barWidth} wide, between {@code py} and the zero line. */
  barWidth: number;
  zeroY: number;
}

export interface Layout {
  box: Box;
  categories?: string[];
  xAxis?: Axis;
  yAxis: Axis;
  /** Pixel x of each x tick (numeric axis) or of each category's centre (band axis). */
  xTicks: { px: number; label: string }[];
  yTicks: { py: number; label: string }[];
  series: { name: string; points: PlacedPoint[]; bars?: PlacedBar[] }[];
}

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });

export function tickLabel(value: number): string {
  return number.format(value);
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Where every point of {@code spec} goes in {@code box}; points without a finite y (or x) are left out. */
export function layoutChart(spec: ChartSpec, box: Box): Layout {
  const plotLeft = box.left;
  const plotRight = box.width - box.right;
  const plotTop = box.top;
  const plotBottom = box.height - box.bottom;
  const ys = spec.series.flatMap((series) => series.y.filter(finite));
  const categorical = spec.series.some((series) => series.x.some((x) => typeof x === 'string'));
  const bars = spec.kind === 'bar' || categorical;
  const yLow = ys.length === 0 ? 0 : Math.min(...ys);
  const yHigh = ys.length === 0 ? 1 : Math.max(...ys);
  const yAxis = bars ? niceAxis(Math.min(0, yLow), Math.max(0, yHigh)) : niceAxis(yLow, yHigh);
  const toY = linear(yAxis.min, yAxis.max, plotBottom, plotTop);
  const yTicks = yAxis.ticks.map((tick) => ({ py: toY(tick), label: tickLabel(tick) }));

  if (bars) {
    const categories: string[] = [];
    for (const series of spec.series) {
      for (const x of series.x) {
        const name = String(x);
        if (!categories.includes(name)) {
          categories.push(name);
        }
      }
    }
    const band = (plotRight - plotLeft) / Math.max(1, categories.length);
    const inner = band * 0.8;
    const barWidth = inner / Math.max(1, spec.series.length);
    const zeroY = toY(0);
    return {
      box, categories, yAxis, yTicks,
      xTicks: categories.map((name, i) => ({ px: plotLeft + band * (i + 0.5), label: name })),
      series: spec.series.map((series, s) => {
        const placed: PlacedBar[] = [];
        series.x.forEach((x, i) => {
          const y = series.y[i];
          if (finite(y)) {
            const start = plotLeft + band * categories.indexOf(String(x)) + band * 0.1 + barWidth * s;
            placed.push({ px: start, py: toY(y), x: String(x), y, barWidth, zeroY });
          }
        });
        return { name: series.name, bars: placed,
          points: placed.map((bar) => ({ px: bar.px + bar.barWidth / 2, py: bar.py, x: bar.x, y: bar.y })) };
      }),
    };
  }

  const xs = spec.series.flatMap((series) => series.x.filter(finite));
  const xAxis = niceAxis(xs.length === 0 ? 0 : Math.min(...xs), xs.length === 0 ? 1 : Math.max(...xs));
  const toX = linear(xAxis.min, xAxis.max, plotLeft, plotRight);
  return {
    box, xAxis, yAxis, yTicks,
    xTicks: xAxis.ticks.map((tick) => ({ px: toX(tick), label: tickLabel(tick) })),
    series: spec.series.map((series) => {
      const points: PlacedPoint[] = [];
      series.x.forEach((x, i) => {
        const y = series.y[i];
        if (finite(x) && finite(y)) {
          points.push({ px: toX(x), py: toY(y), x, y });
        }
      });
      return { name: series.name, points };
    }),
  };
}

/** The SVG path through the points, in order ("M x y L x y …"); empty for none. */
export function linePath(points: readonly PlacedPoint[]): string {
  return points.map((point, i) => `${i === 0 ? 'M' : 'L'}${round2(point.px)} ${round2(point.py)}`).join(' ');
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The point nearest to the pointer's x (then y), over all series: what the chart's tooltip shows. */
export function nearestPoint(layout: Layout, px: number, py: number):
  { series: number; point: number } | undefined {
  let best: { series: number; point: number; distance: number } | undefined;
  layout.series.forEach((series, s) => {
    series.points.forEach((point, p) => {
      const distance = Math.abs(point.px - px) * 1000 + Math.abs(point.py - py);
      if (!best || distance < best.distance) {
        best = { series: s, point: p, distance };
      }
    });
  });
  return best && { series: best.series, point: best.point };
}
