import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(CategoryScale, LinearScale, BarElement, Tooltip);

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
