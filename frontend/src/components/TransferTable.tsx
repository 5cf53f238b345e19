import type { Transfer } from '../api';
import { partiesOf } from '../lib/accounts';
import { Amount } from './Amount';
import { WallTime } from './JobParts';

/** Ledger transfers in order: hold, then the post and void that resolve it, at their times on the market clock. */
export function TransferTable({ transfers, caption }: { transfers: Transfer[]; caption?: string }) {
  return (
    <div className="table-scroll">
      <table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" className="number">Seq</th>
            <th scope="col">When</th>
            <th scope="col">Kind</th>
            <th scope="col">Code</th>
            <th scope="col">From → to</th>
            <th scope="col" className="number">Amount</th>
            <th scope="col">Transfer</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => (
            <tr key={transfer.seq}>
              <td className="number">{transfer.seq}</td>
              <td><WallTime iso={transfer.createdAt} /></td>
              <td>{transfer.kind.replace(/_/g, ' ')}</td>
              <td>{transfer.code}</td>
              <td data-testid="transfer-parties">{partiesOf(transfer)}</td>
              <td className="number"><Amount gd={transfer.amountGd} exact /></td>
              <td className="mono">{transfer.id}{transfer.pendingId && <> (resolves {transfer.pendingId})</>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
