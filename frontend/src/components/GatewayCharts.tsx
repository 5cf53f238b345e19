import { Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { GatewaysView } from '../api/peering';
import { formatDateTime } from '../lib/format';
import { marketMsOf, useClockReading } from '../lib/modelClock';
import { balanceSeries, extendedTo, rangeOf, redirectedLoadSeries, type Series } from '../lib/gatewaySeries';

Chart.register(LinearScale, LineElement, PointElement, Tooltip, Legend);

/** One colour per grid, by its place in name order (the word in the legend carries the meaning too). */
const COLOURS = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#6d28d9', '#4d7c0f'];

/**
 * Which clock the charts show: the market's (model time), as the spec (bench/peering-api.md) says. The service sends
 * the ledger transfers' times (PeeringService.gateways: transfers.created_at), which are wall-clock times: each is
 * drawn at the market time it happened (marketMsOf).
 */
export const GATEWAY_SERIES_CLOCK = 'market time';

/**
 * Peering over time (issue 23): each gateway's balance, and the CPU-hours each buyer grid has redirected so
 * far, as step lines on a linear time axis (ms since the epoch: gaps show as gaps, no date adapter needed).
 * {@code nowIso} is the wall-clock time the lines are carried to.
 */
export function GatewayCharts({ view, nowIso }: { view: GatewaysView; nowIso?: string }) {
  return (
    <div className="form-row">
      <section aria-labelledby="balances-chart-heading">
        <h3 id="balances-chart-heading">Gateway balances (G$)</h3>
        <StepChart series={balanceSeries(view.balances)} nowIso={nowIso} unit="G$" testId="gateway-balance-chart"
                   label={`Each gateway's balance over ${GATEWAY_SERIES_CLOCK}`} empty="No transfer has touched a gateway yet." />
      </section>
      <section aria-labelledby="load-chart-heading">
        <h3 id="load-chart-heading">Redirected load per buyer grid (CPU-hours, cumulative)</h3>
        <StepChart series={redirectedLoadSeries(view.redirections)} nowIso={nowIso} unit="CPU-hours"
                   testId="redirected-load-chart" label={`CPU-hours each buyer grid has redirected so far, over ${GATEWAY_SERIES_CLOCK}`}
                   empty="No job has been redirected yet." />
      </section>
    </div>
  );
}

function StepChart({ series, nowIso, unit, label, empty, testId }: { series: Series[]; nowIso?: string; unit: string;
  label: string; empty: string; testId: string }) {
  const reading = useClockReading();
  const range = rangeOf(series);
  if (!range) {
    return <p className="muted">{empty}</p>;
  }
  if (!reading) {
    return <p className="muted">Reading the market clock…</p>;
  }
  const market = (wallMs: number) => marketMsOf(reading.clock, wallMs);
  const now = nowIso ? Date.parse(nowIso) : range.max;
  const shown = extendedTo(series, now);
  const first = market(range.min);
  const last = market(Math.max(range.max, now));
  const margin = Math.max((last - first) * 0.03, 60_000);
  const data = {
    datasets: shown.map((s, index) => ({
      label: s.grid,
      data: s.points.map((point) => ({ ...point, x: market(point.x) })),
      stepped: 'before' as const,
      borderColor: COLOURS[index % COLOURS.length],
      backgroundColor: COLOURS[index % COLOURS.length],
      pointRadius: 2,
    })),
  };
  return (
    <div className="chart">
      <Line data={data} aria-label={label} role="img" data-testid={testId}
            options={{
              maintainAspectRatio: false,
              animation: false,
              parsing: false,
              scales: {
                x: { type: 'linear', min: first - margin, max: last + margin,
                  title: { display: true, text: GATEWAY_SERIES_CLOCK },
                  ticks: { maxTicksLimit: 5, callback: (value) => formatDateTime(new Date(Number(value)).toISOString()) } },
                y: { title: { display: true, text: unit }, beginAtZero: true },
              },
              plugins: {
                legend: { display: true },
                tooltip: { callbacks: {
                  title: (items) => (items[0] ? formatDateTime(new Date(items[0].parsed.x ?? 0).toISOString()) : ''),
                  label: (item) => `${item.dataset.label}: ${item.parsed.y} ${unit}` } },
              },
            }} />
    </div>
  );
}
