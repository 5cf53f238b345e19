import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { followJobEvents } from '../../api/jobEvents';
import { AccountOverview } from '../../components/AccountOverview';
import { LiveIndicator } from '../../components/JobParts';
import { LoadError } from '../../components/Notice';
import { RecentJobs } from '../../components/RecentJobs';
import { JOB_STATE_FILTERS, jobPageOf } from '../../lib/jobList';
import { pageCount } from '../../lib/paging';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';

const PARTS = [
  { label: 'Balance', gd: 'balanceGd', explanation: 'Everything posted to your wallet.' },
  { label: 'Held', gd: 'heldGd', explanation: 'Reserved for jobs that have not finished.' },
  { label: 'Available', gd: 'availableGd', explanation: 'What you can spend on new jobs.' },
] as const;

export const JOBS_PAGE_SIZE = 10;

/** The user's dashboard: the wallet, every job (paged, by state, live), and the wallet's statement. */
export function WalletPage() {
  usePageTitle('Wallet');
  const [refresh, setRefresh] = useState(0);
  const [connected, setConnected] = useState(false);
  const [filter, setFilter] = useState(0);
  const [page, setPage] = useState(0);
  const states = JOB_STATE_FILTERS[filter].states;
  const jobs = useLoad(() => api.jobsPage(page, JOBS_PAGE_SIZE, states), `jobs-${filter}-${page}-${refresh}`);
  const shown = jobs.data && jobPageOf(jobs.data, states, page, JOBS_PAGE_SIZE);

  // A job's status change moves money (hold, charge, release): re-read the wallet and the jobs.
  useEffect(() => followJobEvents(() => setRefresh((r) => r + 1), (isConnected) => {
    setConnected(isConnected);
    if (isConnected) {
      setRefresh((r) => r + 1);
    }
  }), []);

  return (
    <AccountOverview title="Wallet" name="wallet" parts={[...PARTS]} loadBalance={api.wallet}
                     loadStatement={api.walletStatement} refreshKey={refresh}
                     intro="Your grid dollars (G$). Jobs hold part of the balance until they finish; the statement shows every transfer with the running balance.">
      <h2>Your jobs</h2>
      <p className="actions">
        <Link className="button" to="/jobs/new">New job</Link>
        <LiveIndicator connected={connected} />
      </p>
      <fieldset className="actions choices">
        <legend className="visually-hidden">Show jobs</legend>
        {JOB_STATE_FILTERS.map((choice, index) => (
          <label key={choice.label}>
            <input type="radio" name="jobState" value={choice.label} checked={filter === index}
                   onChange={() => { setFilter(index); setPage(0); }} /> {choice.label}
          </label>
        ))}
      </fieldset>
      <LoadError error={jobs.error} />
      {shown && <RecentJobs jobs={shown.jobs} filtered={states.length > 0} />}
      {shown && (page > 0 || shown.hasOlder) && (
        <nav className="pager" aria-label="Pages of jobs">
          <button type="button" className="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>Newer</button>
          <span>Page {page + 1}{shown.total !== undefined && <> of {pageCount(shown.total, JOBS_PAGE_SIZE)}</>}</span>
          <button type="button" className="secondary" disabled={!shown.hasOlder} onClick={() => setPage(page + 1)}>Older</button>
        </nav>
      )}
    </AccountOverview>
  );
}
