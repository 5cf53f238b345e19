import { Chart, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { PriceChange } from '../api';
import { formatDateTime } from '../lib/format';
import { marketMsOf, useClockReading } from '../lib/modelClock';
import { pricePoints } from '../lib/priceHistory';

Chart.register(LinearScale, LineElement, PointElement, Tooltip, Filler);

/**
 * The price per processor-hour as a step line over time on the market's clock (Chart.js; the changes' wall-clock
 * times shown at the market time they happened); prices once posted per MI are only in the table. The x axis is
 * linear in ms since the
 * epoch with date ticks, so a month without changes is as wide as a month (no date adapter is needed).
 */
export function PriceHistoryChart({ changes }: { changes: PriceChange[] }) {
  const reading = useClockReading();
  const points = pricePoints(changes, new Date().toISOString());
  if (points.length === 0) {
    return <p className="muted">No price per processor-hour has been posted yet.</p>;
  }
  if (!reading) {
    return <p className="muted">Reading the market clock…</p>;
  }
  const market = points.map((point) => ({ ...point, x: marketMsOf(reading.clock, point.x) }));
  const data = {
    datasets: [{
      label: 'G$ per processor-hour',
      data: market.map((point) => ({ x: point.x, y: point.gdPerProcessorHour })),
      stepped: 'before' as const,
      borderColor: '#0f766e',
      backgroundColor: 'rgba(15, 118, 110, 0.12)',
      fill: true,
      pointRadius: points.map((point) => (point.now ? 0 : 4)),
    }],
  };
  const first = market[0].x;
  const last = market[market.length - 1].x;
  const margin = Math.max((last - first) * 0.03, 60_000);
  return (
    <div className="chart">
      <Line data={data} aria-label="Price per processor-hour over market time" role="img" data-testid="price-chart"
            options={{
              maintainAspectRatio: false,
              animation: false,
              parsing: false,
              scales: {
                x: { type: 'linear', min: first - margin, max: last + margin,
                  title: { display: true, text: 'market time' },
                  ticks: { maxTicksLimit: 6, callback: (value) => formatDateTime(new Date(Number(value)).toISOString()) } },
                y: { title: { display: true, text: 'G$ per processor-hour' }, beginAtZero: true },
              },
              plugins: { tooltip: { callbacks: {
                title: (items) => (items[0] ? formatDateTime(new Date(items[0].parsed.x ?? 0).toISOString()) : ''),
                label: (item) => `${item.parsed.y} G$ per processor-hour` } } },
            }} />
    </div>
  );
}
