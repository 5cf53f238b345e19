import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../../api';
import { STATEMENT_PAGE_SIZE } from '../../components/AccountOverview';
import { Field } from '../../components/Field';
import { LoadError } from '../../components/Notice';
import { StatementTable } from '../../components/StatementTable';
import { formatAccountKind } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import { checkAccountId } from '../../lib/validation';

/** Any account's statement; the account number comes from the address so it can be linked to. */
export function StatementsPage() {
  const [search, setSearch] = useSearchParams();
  const account = search.get('account') ?? '';
  const [input, setInput] = useState(account);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkAccountId(input);
    setError(problem);
    if (!problem) {
      setSearch({ account: input.trim() });
    }
  }

  return (
    <>
      <h1>Account statements</h1>
      <form className="panel" onSubmit={submit} noValidate aria-label="Choose an account">
        <Field label="Account number" name="account" inputMode="numeric" value={input} error={error}
               hint="The numbers are in the ledger page's account list." onChange={(event) => setInput(event.target.value)} />
        <button type="submit">Show statement</button>
      </form>
      {account && !checkAccountId(account) && <AccountStatement key={account} accountId={Number(account)} />}
    </>
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
      {statement.data && (
        <>
          <h2 id="statement-heading">
            {statement.data.account.name} <span className="muted">({formatAccountKind(statement.data.account.kind)},
            account {accountId})</span>
          </h2>
          <StatementTable statement={statement.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}
