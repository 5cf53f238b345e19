import type { Statement } from '../api';
import { useAuth } from '../auth/AuthContext';
import { counterpartyOf, statementHoldColumns } from '../lib/accounts';
import { kindWords, sideOf, statementWords } from '../lib/ledgerWords';
import { Amount } from './Amount';
import { WallTime } from './JobParts';
import { Pager } from './Pager';

/**
 * One page of an account statement, newest first, with the running balance and held amount. Each line says in
 * words what it was ("Job 12 charged (posted from its hold)"); admins also see the ledger's code and kind.
 */
export function StatementTable({ statement, onPage }: { statement: Statement; onPage: (page: number) => void }) {
  const showCodes = useAuth().session?.role === 'admin';
  if (statement.total === 0) {
    return <p>No transfers yet.</p>;
  }
  // A hold towards an owner's revenue moves no balance: its row shows the payment incoming, then arriving.
  const holds = statementHoldColumns(statement);
  return (
    <>
      <div className="table-scroll">
        <table className="stack-on-phone">
          <caption className="visually-hidden">Statement of account {statement.account.name}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">With</th>
              <th scope="col">Transfer</th>
              <th scope="col" className="number">Change</th>
              {holds.held && <th scope="col" className="number">Held change</th>}
              {holds.incoming && <th scope="col" className="number">Incoming change</th>}
              <th scope="col" className="number">Balance after</th>
              {holds.held && <th scope="col" className="number">Held after</th>}
              {holds.incoming && <th scope="col" className="number">Incoming after</th>}
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr key={line.seq}>
                <td data-label="When"><WallTime iso={line.createdAt} /></td>
                <td data-label="What" data-testid="statement-what" title={`${line.code} (${kindWords(line.kind)})`}>
                  {statementWords(line, sideOf(line))}
                  {showCodes && <small className="muted mono code-aside">{line.code} · {line.kind}</small>}
                </td>
                <td data-label="With" data-testid="counterparty">{counterpartyOf(line)}</td>
                <td data-label="Transfer" className="mono phone-secondary">
                  {line.transferId}{line.jobRef && <span className="muted"> · {line.jobRef}</span>}
                </td>
                <td data-label="Change" className="number"><Amount micro={line.balanceChange} signed exact /></td>
                {holds.held && <td data-label="Held change" className="number">
                  <Amount micro={line.heldChange} signed exact /></td>}
                {holds.incoming && <td data-label="Incoming change" className="number" data-testid="incoming-change">
                  <Amount micro={line.incomingChange} signed exact /></td>}
                <td data-label="Balance after" className="number"><Amount micro={line.balanceAfter} exact /></td>
                {holds.held && <td data-label="Held after" className="number"><Amount micro={line.heldAfter} exact /></td>}
                {holds.incoming && <td data-label="Incoming after" className="number">
                  <Amount micro={line.incomingAfter} exact /></td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={statement.page} size={statement.size} total={statement.total} onPage={onPage} />
    </>
  );
}
