import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, describe, ApiError, type ChainCheck, type TrialBalance } from '../../api';
import { Amount } from '../../components/Amount';
import { LoadError, Notice } from '../../components/Notice';
import { accountLabel } from '../../lib/accounts';
import { saveBlob } from '../../lib/download';
import { formatAccountKind, formatInteger } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import styles from './LedgerPage.module.css';
import { usePageTitle } from '../../lib/usePageTitle';

/** The admin's view of the Grid-Bank: balanced or not, the hash chain, every account, the CSV export. */
export function LedgerPage() {
  usePageTitle('Ledger audit');
  const trial = useLoad(api.trialBalance, 'trial-balance');
  const chain = useLoad(api.verifyChain, 'verify-chain');
  return (
    <>
      <h1>Ledger audit</h1>
      <div className={styles.verdicts}>
        <LoadError error={trial.error} />
        {trial.data && <BalanceVerdict trial={trial.data} />}
        <LoadError error={chain.error} />
        {chain.data && <ChainVerdict chain={chain.data} />}
      </div>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => { trial.reload(); chain.reload(); }}>Check again</button>
        <CsvExport />
      </div>
      {trial.data && <AccountsTable trial={trial.data} />}
    </>
  );
}

function BalanceVerdict({ trial }: { trial: TrialBalance }) {
  return (
    <section className={`${styles.verdict} ${trial.balanced ? styles.good : styles.bad}`} aria-labelledby="trial-heading"
             data-testid="trial-balance">
      <h2 id="trial-heading">Trial balance</h2>
      <p className={styles.headline}>{trial.balanced ? '✓ Balanced' : '✗ Not balanced'}</p>
      <p>
        Debits posted <Amount micro={trial.debitsPosted} exact />, credits posted <Amount micro={trial.creditsPosted} exact />;
        pending <Amount micro={trial.debitsPending} exact /> / <Amount micro={trial.creditsPending} exact />.
      </p>
      {trial.accountsDisagreeingWithTransfers.length > 0 && (
        <p>Accounts whose totals disagree with their transfers: {trial.accountsDisagreeingWithTransfers.join(', ')}</p>
      )}
    </section>
  );
}

function ChainVerdict({ chain }: { chain: ChainCheck }) {
  return (
    <section className={`${styles.verdict} ${chain.ok ? styles.good : styles.bad}`} aria-labelledby="chain-heading"
             data-testid="verify-chain">
      <h2 id="chain-heading">Hash chain</h2>
      <p className={styles.headline}>{chain.ok ? '✓ Chain intact' : '✗ Chain broken'}</p>
      <p>
        {formatInteger(chain.checked)} transfers checked.
        {!chain.ok && <> First broken: #{chain.brokenSeq} <span className="mono">{chain.brokenTransferId}</span> — {chain.reason}</>}
      </p>
    </section>
  );
}

function CsvExport() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      saveBlob(await api.exportCsv(), 'gridmarket-transfers.csv');
    } catch (failure) {
      setError(failure instanceof ApiError ? describe(failure.problem) : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" onClick={download} disabled={busy}>{busy ? 'Exporting…' : 'Export all transfers (CSV)'}</button>
      {error && <Notice tone="danger">{error}</Notice>}
    </>
  );
}

function AccountsTable({ trial }: { trial: TrialBalance }) {
  return (
    <>
      <h2>Accounts</h2>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">Every account's posted and pending totals</caption>
          <thead>
            <tr>
              <th scope="col" className="number">Account</th>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col" className="number">Debits posted</th>
              <th scope="col" className="number">Credits posted</th>
              <th scope="col" className="number">Debits pending</th>
              <th scope="col" className="number">Credits pending</th>
            </tr>
          </thead>
          <tbody>
            {trial.accounts.map((account) => (
              <tr key={account.id}>
                <td className="number">{account.id}</td>
                <td><Link to={`/admin/statements?account=${account.id}`}>{accountLabel(account)}</Link></td>
                <td>{formatAccountKind(account.kind)}</td>
                <td className="number"><Amount micro={account.debitsPosted} exact /></td>
                <td className="number"><Amount micro={account.creditsPosted} exact /></td>
                <td className="number"><Amount micro={account.debitsPending} exact /></td>
                <td className="number"><Amount micro={account.creditsPending} exact /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
