import { useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChartSpec } from '../api/experiments';
import { layoutChart, linePath, nearestPoint, tickLabel, type Box } from '../lib/chartScale';
import styles from './SeriesChart.module.css';

/** A colour per series, distinguishable in print and for the common colour-vision deficiencies (Okabe–Ito). */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000', '#f0e442'];

const BOX: Box = { width: 640, height: 320, left: 64, right: 16, top: 16, bottom: 56 };

/**
 * One chart of a run's charts.json drawn as SVG (the series the CLI plots): axes with round ticks and their
 * labels, a legend, and the value under the pointer — or under the arrow keys once the chart has focus — shown
 * beside the point and announced.
 */
export function SeriesChart({ spec }: { spec: ChartSpec }) {
  const layout = useMemo(() => layoutChart(spec, BOX), [spec]);
  const [active, setActive] = useState<{ series: number; point: number }>();
  const plotRight = BOX.width - BOX.right;
  const plotBottom = BOX.height - BOX.bottom;
  const activePoint = active && layout.series[active.series]?.points[active.point];
  const activeText = active && activePoint
    ? `${layout.series[active.series].name}: ${spec.xLabel} ${typeof activePoint.x === 'number'
      ? tickLabel(activePoint.x) : activePoint.x}, ${spec.yLabel} ${tickLabel(activePoint.y)}` : '';

  function onPointer(event: PointerEvent<SVGSVGElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) {
      return;
    }
    setActive(nearestPoint(layout, (event.clientX - rect.left) * (BOX.width / rect.width),
      (event.clientY - rect.top) * (BOX.height / rect.height)));
  }

  function onKey(event: KeyboardEvent<SVGSVGElement>) {
    const count = layout.series.length;
    if (count === 0) {
      return;
    }
    const current = active ?? { series: 0, point: -1 };
    const points = layout.series[current.series].points.length;
    const moves: Record<string, () => { series: number; point: number }> = {
      ArrowRight: () => ({ series: current.series, point: Math.min(points - 1, current.point + 1) }),
      ArrowLeft: () => ({ series: current.series, point: Math.max(0, current.point - 1) }),
      ArrowDown: () => ({ series: (current.series + 1) % count, point: Math.max(0, current.point) }),
      ArrowUp: () => ({ series: (current.series + count - 1) % count, point: Math.max(0, current.point) }),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = move();
      const length = layout.series[next.series].points.length;
      setActive(length === 0 ? undefined : { series: next.series, point: Math.min(next.point, length - 1) });
    }
  }

  return (
    <figure className={styles.chart} data-testid="run-chart" data-chart={spec.id}>
      <figcaption className={styles.title}>{spec.title}</figcaption>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" tabIndex={0} className={styles.svg}
           aria-label={`${spec.title}: ${spec.yLabel} against ${spec.xLabel}. Use the arrow keys to read the values.`}
           onPointerMove={onPointer} onPointerLeave={() => setActive(undefined)} onKeyDown={onKey}
           onBlur={() => setActive(undefined)}>
        {layout.yTicks.map((tick) => (
          <g key={`y${tick.label}`}>
            <line x1={BOX.left} x2={plotRight} y1={tick.py} y2={tick.py} className={styles.grid} />
            <text x={BOX.left - 6} y={tick.py} textAnchor="end" dominantBaseline="middle" className={styles.tick}>
              {tick.label}
            </text>
          </g>
        ))}
        {layout.xTicks.map((tick, i) => (
          <text key={`x${i}`} x={tick.px} y={plotBottom + 16} textAnchor="middle" className={styles.tick}>
            {tick.label}
          </text>
        ))}
        <line x1={BOX.left} x2={plotRight} y1={plotBottom} y2={plotBottom} className={styles.axis} />
        <line x1={BOX.left} x2={BOX.left} y1={BOX.top} y2={plotBottom} className={styles.axis} />
        <text x={(BOX.left + plotRight) / 2} y={BOX.height - 8} textAnchor="middle" className={styles.label}>
          {spec.xLabel}
        </text>
        <text transform={`translate(14 ${(BOX.top + plotBottom) / 2}) rotate(-90)`} textAnchor="middle"
              className={styles.label}>
          {spec.yLabel}
        </text>
        {layout.series.map((series, s) => {
          const colour = COLOURS[s % COLOURS.length];
          return (
            <g key={series.name} data-series={series.name}>
              {series.bars
                ? series.bars.map((bar, i) => (
                  <rect key={i} x={bar.px} width={bar.barWidth} y={Math.min(bar.py, bar.zeroY)}
                        height={Math.abs(bar.zeroY - bar.py)} fill={colour} />
                ))
                : (
                  <>
                    {spec.kind === 'line' && <path d={linePath(series.points)} stroke={colour} fill="none"
                                                   strokeWidth={2} />}
                    {(spec.kind === 'scatter' || series.points.length <= 60) && series.points.map((point, i) => (
                      <circle key={i} cx={point.px} cy={point.py} r={spec.kind === 'scatter' ? 3 : 2.5}
                              fill={colour} />
                    ))}
                  </>
                )}
            </g>
          );
        })}
        {activePoint && (
          <g className={styles.marker} pointerEvents="none">
            <circle cx={activePoint.px} cy={activePoint.py} r={5} fill="none"
                    stroke={COLOURS[active!.series % COLOURS.length]} strokeWidth={2} />
            <text x={activePoint.px > (BOX.left + plotRight) / 2 ? activePoint.px - 8 : activePoint.px + 8}
                  y={Math.max(BOX.top + 12, activePoint.py - 10)}
                  textAnchor={activePoint.px > (BOX.left + plotRight) / 2 ? 'end' : 'start'}
                  className={styles.value} data-testid="chart-value">
              {typeof activePoint.x === 'number' ? tickLabel(activePoint.x) : activePoint.x}: {tickLabel(activePoint.y)}
            </text>
          </g>
        )}
      </svg>
      <ul className={styles.legend} aria-label="Legend">
        {spec.series.map((series, s) => (
          <li key={series.name}>
            <span className={styles.swatch} style={{ background: COLOURS[s % COLOURS.length] }} aria-hidden="true" />
            {series.name}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">{activeText}</p>
    </figure>
  );
}
