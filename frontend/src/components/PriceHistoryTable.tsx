import type { PriceChange, PriceView } from '../api';
import { Amount } from './Amount';
import { WallTime } from './JobParts';

function price(view: PriceView | null) {
  return view ? <Amount gd={view.priceGdPerMi} exact /> : <span className="muted">none</span>;
}

/** Every price change, newest first: when, who, old and new price per MI. */
export function PriceHistoryTable({ changes }: { changes: PriceChange[] }) {
  if (changes.length === 0) {
    return null;
  }
  return (
    <div className="table-scroll">
      <table>
        <caption className="visually-hidden">Price changes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When (wall clock)</th>
            <th scope="col">By</th>
            <th scope="col" className="number">Old price per MI</th>
            <th scope="col" className="number">New price per MI</th>
          </tr>
        </thead>
        <tbody>
          {[...changes].reverse().map((change) => (
            <tr key={change.id}>
              <td><WallTime iso={change.changedAt} /></td>
              <td>{change.changedBy}</td>
              <td className="number">{price(change.oldPrice)}</td>
              <td className="number">{price(change.newPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
