import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { Amount } from '../../components/Amount';
import { ModelTime } from '../../components/JobParts';
import { LoadError } from '../../components/Notice';
import { formatInteger } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';

/** How often the page reads the queue again: it moves whenever processors free up anywhere. */
const REFRESH_MS = 3000;

/**
 * The federation queue (strategy QUEUE, seed 002): every waiting job, head first, and the allocation method
 * that places the head on a cluster. Read again every few seconds.
 */
export function FederationQueuePage() {
  usePageTitle('Federation queue');
  const [tick, setTick] = useState(0);
  const queue = useLoad(() => api.federationQueue(100), `federation-queue-${tick}`);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const data = queue.data;
  return (
    <>
      <h1>Federation queue</h1>
      <p className="muted">
        Jobs of strategy QUEUE wait here first come, first served. Whenever processors free up, the allocation
        method picks a cluster for the job at the head among those that can start it at once within its budget and
        deadline; the jobs behind it wait their turn. A head job no cluster could ever serve is rejected.
      </p>
      <LoadError error={queue.error} />
      {data && (
        <>
          <p role="status">
            <strong data-testid="federation-queue-length">{formatInteger(data.length)}</strong> waiting (at most{' '}
            {formatInteger(data.capacity)}); allocation method <strong data-testid="federation-queue-method">
              {data.method}</strong>; model time <ModelTime iso={data.now} />.
          </p>
          {data.jobs.length === 0 ? <p>No job is waiting.</p> : (
            <div className="table-scroll">
              <table data-testid="federation-queue">
                <caption className="visually-hidden">Jobs waiting in the federation queue, head first</caption>
                <thead>
                  <tr>
                    <th scope="col" className="number">Place</th>
                    <th scope="col">Job</th>
                    <th scope="col">User</th>
                    <th scope="col" className="number">Processors</th>
                    <th scope="col" className="number">Budget held</th>
                    <th scope="col">Submitted</th>
                    <th scope="col">Deadline</th>
                  </tr>
                </thead>
                <tbody>
                  {data.jobs.map((job) => (
                    <tr key={job.jobId} data-job={job.jobId}>
                      <td className="number">{job.position}</td>
                      <th scope="row"><Link to={`/jobs/${job.jobId}`}>job {job.jobId}</Link></th>
                      <td>{job.username ?? `#${job.userId}`}</td>
                      <td className="number">{formatInteger(job.processors)}</td>
                      <td className="number"><Amount micro={job.budgetMicroGd} exact /></td>
                      <td><ModelTime iso={job.submittedAt} /></td>
                      <td><ModelTime iso={job.deadlineAt} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.length > data.jobs.length && (
                <p className="muted">The first {data.jobs.length} of {formatInteger(data.length)} are shown.</p>
              )}
            </div>
          )}
        </>
      )}
    </>
  );
}
