import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { followJobEvents } from '../../api/jobEvents';
import { AccountOverview } from '../../components/AccountOverview';
import { LiveIndicator } from '../../components/JobParts';
import { LoadError } from '../../components/Notice';
import { RecentJobs } from '../../components/RecentJobs';
import { useLoad } from '../../lib/useLoad';

const PARTS = [
  { label: 'Balance', gd: 'balanceGd', explanation: 'Everything posted to your wallet.' },
  { label: 'Held', gd: 'heldGd', explanation: 'Reserved for jobs that have not finished.' },
  { label: 'Available', gd: 'availableGd', explanation: 'What you can spend on new jobs.' },
] as const;

export const RECENT_JOBS = 10;

/** The user's dashboard: the wallet, recent jobs (live), and the wallet's statement. */
export function WalletPage() {
  const [refresh, setRefresh] = useState(0);
  const [connected, setConnected] = useState(false);
  const jobs = useLoad(() => api.jobs(0, RECENT_JOBS), `recent-jobs-${refresh}`);

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
                     intro="Your grid dollars. Jobs hold part of the balance until they finish; the statement shows every transfer with the running balance.">
      <h2>Recent jobs</h2>
      <p className="actions">
        <Link className="button" to="/jobs/new">New job</Link>
        <LiveIndicator connected={connected} />
      </p>
      <LoadError error={jobs.error} />
      {jobs.data && <RecentJobs jobs={jobs.data} />}
    </AccountOverview>
  );
}
