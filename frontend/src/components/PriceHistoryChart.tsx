import { CategoryScale, Chart, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { PriceChange } from '../api';
import { formatDateTime } from '../lib/format';
import { pricePoints } from '../lib/priceHistory';

Chart.register(CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Filler);

/** The price per MI as a step line over its changes (Chart.js). */
export function PriceHistoryChart({ changes }: { changes: PriceChange[] }) {
  const points = pricePoints(changes, new Date().toISOString());
  if (points.length === 0) {
    return <p className="muted">No price has been posted yet.</p>;
  }
  const data = {
    labels: points.map((point) => (point.now ? 'now' : formatDateTime(point.at))),
    datasets: [{
      label: 'G$ per MI',
      data: points.map((point) => point.gdPerMi),
      stepped: 'before' as const,
      borderColor: '#0f766e',
      backgroundColor: 'rgba(15, 118, 110, 0.12)',
      fill: true,
      pointRadius: 4,
    }],
  };
  return (
    <div className="chart">
      <Line data={data} aria-label="Price per MI over time" role="img"
            options={{
              maintainAspectRatio: false,
              animation: false,
              scales: { y: { title: { display: true, text: 'G$ per MI' }, beginAtZero: true } },
              plugins: { tooltip: { callbacks: { label: (item) => `${item.parsed.y} G$ per MI` } } },
            }} />
    </div>
  );
}
