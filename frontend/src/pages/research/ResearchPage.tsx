import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { experimentsApi } from '../../api/experiments';
import { useSession } from '../../auth/AuthContext';
import { WallTime } from '../../components/JobParts';
import { LoadError } from '../../components/Notice';
import { Pager } from '../../components/Pager';
import { isEnded, runTitleOf } from '../../lib/researchRuns';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';
import { NewRunForm } from './NewRunForm';
import { UploadTraceForm } from './UploadTraceForm';
import { RunProgress, RunStateBadge } from './RunParts';

const PAGE_SIZE = 20;
/** How often the list is read again while one of its runs is not over. */
const REFRESH_MS = 3000;

/**
 * The research runs: the papers' experiments and trace replays the service ran, newest first, for everyone
 * signed in; an admin starts new ones here (a run's own page follows it live).
 */
export function ResearchPage() {
  usePageTitle('Research');
  const { role } = useSession();
  const [page, setPage] = useState(0);
  const runs = useLoad(() => experimentsApi.runs(page, PAGE_SIZE), `runs-${page}`);
  const active = runs.data?.runs.some((run) => !isEnded(run.state)) ?? false;

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const timer = setInterval(runs.reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, runs.reload]);

  return (
    <>
      <h1>Research</h1>
      <p>
        The experiments that reproduce the papers this market follows, run by the service: each run's results
        beside the paper's, its charts, its report and its files. Replays of uploaded workload traces show how a
        cluster's scheduling policy would have run them.
      </p>
      {role === 'admin' && (
        <div className="form-row">
          <NewRunForm onStarted={runs.reload} />
          <UploadTraceForm />
        </div>
      )}
      <h2>Runs</h2>
      <p><Link to="/research/compare">Compare two runs</Link></p>
      <LoadError error={runs.error} />
      {runs.data && runs.data.runs.length === 0 && <p>No runs yet.</p>}
      {runs.data && runs.data.runs.length > 0 && (
        <div className="table-scroll">
          <table data-testid="runs">
            <thead>
              <tr>
                <th scope="col" className="number">Run</th>
                <th scope="col">Experiment</th>
                <th scope="col">State</th>
                <th scope="col">Progress</th>
                <th scope="col">Started by</th>
                <th scope="col">Asked for</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.runs.map((run) => (
                <tr key={run.id} data-run={run.id}>
                  <td className="number" data-label="Run"><Link to={`/research/runs/${run.id}`}>{run.id}</Link></td>
                  <td data-label="Experiment">{runTitleOf(run)}</td>
                  <td data-label="State"><RunStateBadge status={run} /></td>
                  <td data-label="Progress"><RunProgress status={run} compact /></td>
                  <td data-label="Started by">{run.requestedBy}</td>
                  <td data-label="Asked for"><WallTime iso={run.queuedAt} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {runs.data && <Pager page={page} size={PAGE_SIZE} total={runs.data.total} onPage={setPage} />}
    </>
  );
}
