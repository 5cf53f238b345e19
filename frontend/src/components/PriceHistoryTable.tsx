import type { HistoricPrice, PriceChange } from '../api';
import { authorOf, perMiUntil, unitLabel } from '../lib/priceHistory';
import { leaseFactorsText } from '../lib/leaseFactors';
import { Amount } from './Amount';
import { WallTime } from './JobParts';

function price(view: HistoricPrice | null, perMiEnded: string | undefined) {
  if (!view) {
    return <span className="muted">none</span>;
  }
  return (
    <>
      <Amount gd={view.priceGd} exact /> <small className="muted" data-testid="price-unit">{unitLabel(view, perMiEnded)}</small>
      {view.leaseFactorsPermille && (
        <small className="muted" style={{ display: 'block' }}>
          preemptable leases pay {leaseFactorsText(view.leaseFactorsPermille)}
        </small>
      )}
    </>
  );
}

/**
 * Every price change, newest first: when, who, old and new price, each in its unit (per processor-hour; per MI
 * for what was posted before prices were per processor-hour).
 */
export function PriceHistoryTable({ changes }: { changes: PriceChange[] }) {
  if (changes.length === 0) {
    return null;
  }
  const perMiEnded = perMiUntil(changes);
  return (
    <div className="table-scroll">
      <table>
        <caption className="visually-hidden">Price changes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">By</th>
            <th scope="col" className="number">Old price</th>
            <th scope="col" className="number">New price</th>
          </tr>
        </thead>
        <tbody>
          {[...changes].reverse().map((change) => (
            <tr key={change.id}>
              <td><WallTime iso={change.changedAt} /></td>
              <td>
                {authorOf(change)}
                {change.reason && <small className="muted"> ({change.reason})</small>}
              </td>
              <td className="number">{price(change.oldPrice, perMiEnded)}</td>
              <td className="number">{price(change.newPrice, perMiEnded)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
