import { BarElement, CategoryScale, Chart, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { UtilisationPoint } from '../api';
import { formatDateTime } from '../lib/format';
import { hourTickLabel, hourTicks, utilisationSeries } from '../lib/utilisation';

Chart.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Filler, Tooltip);

/** Utilisation now and over the last model hour, in per cent of the cluster's processors (Chart.js). */
export function UtilisationChart({ now, lastHour }: { now: number; lastHour: number }) {
  const percent = (share: number) => Math.round(share * 1000) / 10;
  const data = {
    labels: ['Now', 'Last model hour'],
    datasets: [{
      label: 'Utilisation (%)',
      data: [percent(now), percent(lastHour)],
      backgroundColor: ['#0f766e', '#5eaaa8'],
      borderRadius: 4,
    }],
  };
  return (
    <div className="chart">
      <Bar data={data} role="img"
           aria-label={`Utilisation: ${percent(now)}% now, ${percent(lastHour)}% over the last model hour`}
           options={{
             maintainAspectRatio: false,
             animation: false,
             indexAxis: 'y',
             scales: { x: { min: 0, max: 100, title: { display: true, text: '% of processors busy' } } },
             plugins: { tooltip: { callbacks: { label: (item) => `${item.parsed.x}% busy` } } },
           }} />
    </div>
  );
}

/** Utilisation over the last hours of model time as a step line on a time axis (GET /api/sites/{id}/utilisation). */
export function UtilisationHistoryChart({ points, hours }: { points: UtilisationPoint[]; hours: number }) {
  const series = utilisationSeries(points);
  if (series.length === 0) {
    return <p className="muted">No utilisation recorded yet.</p>;
  }
  return (
    <div className="chart">
      <Line role="img" aria-label={`Utilisation over the last ${hours} model hours`}
            data={{ datasets: [{ label: '% of processors busy', data: series, stepped: 'before' as const,
              borderColor: '#0f766e', backgroundColor: 'rgba(15, 118, 110, 0.12)', fill: true, pointRadius: 0 }] }}
            options={{
              maintainAspectRatio: false,
              animation: false,
              parsing: false,
              scales: {
                x: { type: 'linear', min: series[0].x, max: series[series.length - 1].x,
                  title: { display: true, text: 'model time' },
                  // Whole hours a few hours apart with short labels ("16:00", "25 Nov"): full dates overlapped.
                  afterBuildTicks: (axis) => {
                    axis.ticks = hourTicks(series[0].x, series[series.length - 1].x).map((value) => ({ value }));
                  },
                  ticks: { autoSkip: false, maxRotation: 0, callback: (value) => hourTickLabel(Number(value)) } },
                y: { min: 0, max: 100, title: { display: true, text: '% of processors busy' } },
              },
              plugins: { tooltip: { callbacks: {
                title: (items) => (items[0] ? formatDateTime(new Date(items[0].parsed.x ?? 0).toISOString()) : ''),
                label: (item) => `${item.parsed.y}% busy` } } },
            }} />
    </div>
  );
}
