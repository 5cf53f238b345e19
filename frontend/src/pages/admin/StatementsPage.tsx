import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../../api';
import { STATEMENT_PAGE_SIZE } from '../../components/AccountOverview';
import { Field } from '../../components/Field';
import { LoadError } from '../../components/Notice';
import { StatementTable } from '../../components/StatementTable';
import { accountLabel, accountsOfUsername } from '../../lib/accounts';
import { formatAccountKind } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';
import { checkAccountId, checkUsername } from '../../lib/validation';

/**
 * Any account's statement, found by its number or its owner's username; both come from the address so
 * they can be linked to. A search that fails clears what the last one showed.
 */
export function StatementsPage() {
  usePageTitle('Account statements');
  const [search, setSearch] = useSearchParams();
  const account = search.get('account') ?? '';
  const username = search.get('username') ?? '';
  const [input, setInput] = useState(account || username);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = input.trim();
    if (!checkAccountId(text)) {
      setError(undefined);
      setSearch({ account: text });
    } else if (!checkUsername(text.toLowerCase())) {
      setError(undefined);
      setSearch({ username: text.toLowerCase() });
    } else {
      setError('an account number (such as 1) or a username (such as alice)');
      setSearch({});
    }
  }

  return (
    <>
      <h1>Account statements</h1>
      <form className="panel" onSubmit={submit} noValidate aria-label="Choose an account">
        <Field label="Account number or username" name="account" value={input} error={error}
               hint="The numbers are in the ledger page's account list; a username finds that person's accounts."
               onChange={(event) => setInput(event.target.value)} />
        <button type="submit">Show statement</button>
      </form>
      {account && !checkAccountId(account) && <AccountStatement key={account} accountId={Number(account)} />}
      {!account && username && <AccountsOfUser key={username} username={username} />}
    </>
  );
}

/** A username's accounts: its one statement straight away, or a choice when it has several. */
function AccountsOfUser({ username }: { username: string }) {
  const accounts = useLoad(() => accountsOfUsername(username, api.accountsOf, api.trialBalance), username);
  if (accounts.error) {
    return <LoadError error={accounts.error} />;
  }
  if (!accounts.data) {
    return null;
  }
  if (accounts.data.length === 0) {
    return <p role="alert">No account belongs to a user named {username}.</p>;
  }
  if (accounts.data.length === 1) {
    return <AccountStatement accountId={accounts.data[0].id} />;
  }
  return (
    <section aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts of {username}</h2>
      <ul>
        {accounts.data.map((found) => (
          <li key={found.id}>
            <Link to={`/admin/statements?account=${found.id}`}>{accountLabel(found)}</Link>{' '}
            <span className="muted">({formatAccountKind(found.kind)}, account {found.id})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AccountStatement({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(0);
  const statement = useLoad(() => api.accountStatement(accountId, page, STATEMENT_PAGE_SIZE), `${accountId}-${page}`);
  const notFound = statement.error instanceof ApiError && statement.error.status === 404;
  return (
    <section aria-labelledby="statement-heading">
      {notFound
        ? <p role="alert">There is no account {accountId}.</p>
        : <LoadError error={statement.error} />}
      {statement.data && !statement.error && (
        <>
          <h2 id="statement-heading">
            {accountLabel(statement.data.account)} <span className="muted">({statement.data.account.name},{' '}
            {formatAccountKind(statement.data.account.kind)}, account {accountId})</span>
          </h2>
          <StatementTable statement={statement.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}
