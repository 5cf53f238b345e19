import type { Statement } from '../api';
import { counterpartyOf, statementHoldColumns } from '../lib/accounts';
import { Amount } from './Amount';
import { WallTime } from './JobParts';
import { Pager } from './Pager';

/** One page of an account statement, newest first, with the running balance and held amount. */
export function StatementTable({ statement, onPage }: { statement: Statement; onPage: (page: number) => void }) {
  if (statement.total === 0) {
    return <p>No transfers yet.</p>;
  }
  // A hold towards an owner's revenue moves no balance: its row shows the payment incoming, then arriving.
  const holds = statementHoldColumns(statement);
  return (
    <>
      <div className="table-scroll">
        <table>
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
                <td><WallTime iso={line.createdAt} /></td>
                <td>{line.code} <span className="muted">({line.kind.replace(/_/g, ' ')})</span></td>
                <td data-testid="counterparty">{counterpartyOf(line)}</td>
                <td className="mono">{line.transferId}{line.jobRef && <span className="muted"> · {line.jobRef}</span>}</td>
                <td className="number"><Amount micro={line.balanceChange} signed exact /></td>
                {holds.held && <td className="number"><Amount micro={line.heldChange} signed exact /></td>}
                {holds.incoming && <td className="number" data-testid="incoming-change">
                  <Amount micro={line.incomingChange} signed exact /></td>}
                <td className="number"><Amount micro={line.balanceAfter} exact /></td>
                {holds.held && <td className="number"><Amount micro={line.heldAfter} exact /></td>}
                {holds.incoming && <td className="number"><Amount micro={line.incomingAfter} exact /></td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={statement.page} size={statement.size} total={statement.total} onPage={onPage} />
    </>
  );
}
