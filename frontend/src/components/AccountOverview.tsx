import { useState, type ReactNode } from 'react';
import type { Balance, Statement } from '../api';
import { useLoad } from '../lib/useLoad';
import { BalanceCards, type BalancePart } from './BalanceCards';
import { LoadError } from './Notice';
import { StatementTable } from './StatementTable';

export const STATEMENT_PAGE_SIZE = 20;

interface AccountOverviewProps<B> {
  title: string;
  intro: ReactNode;
  name: string;
  loadBalance: () => Promise<B>;
  loadStatement: (page: number, size: number) => Promise<Statement>;
  parts: BalancePart<B>[];
  /** Shown between the totals and the statement. */
  children?: ReactNode;
  /** A change re-reads the totals and the statement (e.g. on a job's status change). */
  refreshKey?: number;
}

/** One ledger account of the signed-in person: its totals, then its statement page by page. */
export function AccountOverview<B = Balance>({ title, intro, name, loadBalance, loadStatement, parts, children,
                                               refreshKey = 0 }: AccountOverviewProps<B>) {
  const [page, setPage] = useState(0);
  const balance = useLoad(loadBalance, `${name}-${refreshKey}`);
  const statement = useLoad(() => loadStatement(page, STATEMENT_PAGE_SIZE), `${name}-${page}-${refreshKey}`);
  return (
    <>
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      <LoadError error={balance.error} />
      {balance.data && <BalanceCards balance={balance.data} parts={parts} />}
      {children}
      <h2>Statement</h2>
      <LoadError error={statement.error} />
      {statement.data && <StatementTable statement={statement.data} onPage={setPage} />}
    </>
  );
}
