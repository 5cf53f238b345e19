import type { Transfer } from '../api';
import { useAuth } from '../auth/AuthContext';
import { partiesOf } from '../lib/accounts';
import { kindWords, transferWords } from '../lib/ledgerWords';
import { Amount } from './Amount';
import { WallTime } from './JobParts';

/**
 * Ledger transfers in order: hold, then the post and void that resolve it, each in words ("Job 12: price held"),
 * at their times on the market clock; admins also see the ledger's code and kind.
 */
export function TransferTable({ transfers, caption }: { transfers: Transfer[]; caption?: string }) {
  const showCodes = useAuth().session?.role === 'admin';
  return (
    <div className="table-scroll">
      <table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" className="number">Seq</th>
            <th scope="col">When</th>
            <th scope="col">What</th>
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
              <td data-testid="transfer-what" title={`${transfer.code} (${kindWords(transfer.kind)})`}>
                {transferWords(transfer)}
                {showCodes && <small className="muted mono code-aside">{transfer.code} · {transfer.kind}</small>}
              </td>
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
