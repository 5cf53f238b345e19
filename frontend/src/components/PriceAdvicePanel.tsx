import { Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { useState, type FormEvent } from 'react';
import { Line } from 'react-chartjs-2';
import { api, ApiError, describe, type PriceAdvice } from '../api';
import { formatMicroGd } from '../lib/money';
import {
  advicePoints, adviceRows, candidatesText, lostToText, MAX_HOURS, parseCandidates, rangeAround,
} from '../lib/priceAdvice';
import { Field } from './Field';
import { Notice } from './Notice';

Chart.register(LinearScale, LineElement, PointElement, Tooltip, Legend);

/**
 * "What would another price have done?" (issue 35 C): the owner's candidate prices replayed against the demand
 * the market saw over the last model hours (POST /api/sites/{id}/price-advice); utilisation and revenue charted
 * over the candidates, jobs won and lost in a table, today's price first.
 */
export function PriceAdvicePanel({ siteId, currentPriceMicroGd }: { siteId: number; currentPriceMicroGd?: number }) {
  const [prices, setPrices] = useState(() => (currentPriceMicroGd ? candidatesText(rangeAround(currentPriceMicroGd)) : ''));
  const [hours, setHours] = useState('24');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [advice, setAdvice] = useState<PriceAdvice>();

  async function ask(event: FormEvent) {
    event.preventDefault();
    const parsed = parseCandidates(prices);
    const window = Number(hours);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    if (!Number.isInteger(window) || window < 1 || window > MAX_HOURS) {
      setError(`hours: a whole number from 1 to ${MAX_HOURS}`);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setAdvice(await api.priceAdvice(siteId, { pricesMicroGdPerProcessorHour: parsed.prices, hours: window }));
    } catch (failure) {
      setError(failure instanceof ApiError ? describe(failure.problem) : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="panel" data-testid="price-advice">
      <h2 className="panel-title">What would another price have done?</h2>
      <p className="muted">The demand the market saw over the last model hours (jobs submitted, quotes not taken),
        asked again at each price with every other cluster's price as it is now.</p>
      <form onSubmit={ask} noValidate aria-label="Price advice">
        {error && <Notice tone="danger">{error}</Notice>}
        <div className="form-row">
          <Field name="candidatePrices" label="Prices to try (G$ per processor-hour, up to 50)"
                 hint="Separated by commas or spaces." value={prices}
                 onChange={(event) => setPrices(event.target.value)} />
          <Field name="adviceHours" inputMode="numeric" label="Model hours to look back (1 to 168)" value={hours}
                 onChange={(event) => setHours(event.target.value)} />
        </div>
        <div className="actions">
          {currentPriceMicroGd !== undefined && (
            <button type="button" className="secondary"
                    onClick={() => setPrices(candidatesText(rangeAround(currentPriceMicroGd)))}>
              Nine prices around today&apos;s
            </button>
          )}
          <button type="submit" disabled={busy}>{busy ? 'Replaying…' : 'Show what they would have done'}</button>
        </div>
      </form>
      {advice && <AdviceResult advice={advice} />}
    </div>
  );
}

function AdviceResult({ advice }: { advice: PriceAdvice }) {
  const points = advicePoints(advice);
  const data = {
    datasets: [
      { label: 'Utilisation (%)', yAxisID: 'utilisation', borderColor: '#0f766e', backgroundColor: '#0f766e',
        data: points.map((point) => ({ x: point.price, y: point.utilisationPercent })),
        pointRadius: points.map((point) => (point.current ? 7 : 4)) },
      { label: 'Revenue (G$)', yAxisID: 'revenue', borderColor: '#b45309', backgroundColor: '#b45309',
        data: points.map((point) => ({ x: point.price, y: point.revenueGd })),
        pointRadius: points.map((point) => (point.current ? 7 : 4)) },
    ],
  };
  return (
    <>
      <p className="muted">
        Replayed {advice.replayed.jobs} jobs and {advice.replayed.quotesNotTaken} quotes not taken
        {advice.replayed.capped ? ` (the latest ${advice.replayed.maxRequests} only)` : ''} over {advice.hours} model
        hours; the cluster really took {advice.replayed.actualJobsWon} of the jobs.
      </p>
      <div className="chart">
        <Line data={data} role="img" data-testid="price-advice-chart"
              aria-label="Utilisation and revenue at each price tried"
              options={{
                maintainAspectRatio: false,
                animation: false,
                parsing: false,
                interaction: { mode: 'nearest', intersect: false },
                scales: {
                  x: { type: 'linear', title: { display: true, text: 'G$ per processor-hour' } },
                  utilisation: { type: 'linear', position: 'left', min: 0, max: 100,
                    title: { display: true, text: 'utilisation (%)' } },
                  revenue: { type: 'linear', position: 'right', beginAtZero: true,
                    title: { display: true, text: 'revenue (G$)' }, grid: { drawOnChartArea: false } },
                },
                plugins: { tooltip: { callbacks: {
                  title: (items) => (items[0] ? `${items[0].parsed.x} G$ per processor-hour` : ''),
                  label: (item) => (item.datasetIndex === 0 ? `utilisation ${item.parsed.y}%` : `revenue ${item.parsed.y} G$`),
                } } },
              }} />
      </div>
      <table data-testid="price-advice-table">
        <thead>
          <tr>
            <th scope="col">Price (G$ per processor-hour)</th><th scope="col">Utilisation</th>
            <th scope="col">Revenue (G$)</th><th scope="col">Jobs won</th><th scope="col">Jobs lost, and to which cluster</th>
            <th scope="col">Quotes not taken it would have had</th>
          </tr>
        </thead>
        <tbody>
          {adviceRows(advice).map(({ row, current }, index) => (
            <tr key={`${index}-${row.priceMicroGdPerProcessorHour}`} data-current={current ? 'true' : undefined}>
              <td>{formatMicroGd(row.priceMicroGdPerProcessorHour)}{current ? ' (today)' : ''}</td>
              <td>{Math.round(row.utilisation * 1000) / 10}%</td>
              <td>{formatMicroGd(row.revenueMicroGd)}</td>
              <td>{row.jobsWon}</td>
              <td>{row.jobsLost + row.jobsPlacedNowhere}: {lostToText(row)}</td>
              <td>{row.quotesWon}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details>
        <summary>What the replay assumes</summary>
        <ul>{advice.assumptions.map((text) => <li key={text}>{text}</li>)}</ul>
      </details>
    </>
  );
}
