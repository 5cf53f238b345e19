import { Link } from 'react-router-dom';
import type { Job } from '../api';
import { nameOf, useSiteNames } from '../lib/siteNames';
import { Amount } from './Amount';
import { JobStateBadge, ModelTime } from './JobParts';

/** One page of the user's jobs, newest first, each linking to its detail page. */
export function RecentJobs({ jobs, filtered = false }: { jobs: Job[]; filtered?: boolean }) {
  const names = useSiteNames(jobs.map((job) => job.siteId));
  if (jobs.length === 0) {
    return filtered ? <p>No jobs in this state.</p>
      : <p>No jobs yet. <Link to="/jobs/new">Submit your first job.</Link></p>;
  }
  return (
    <div className="table-scroll">
      <table data-testid="recent-jobs" className="stack-on-phone">
        <caption className="visually-hidden">Your jobs, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">State</th>
            <th scope="col">Cluster</th>
            <th scope="col" className="number">Processors</th>
            <th scope="col" className="number">Price</th>
            <th scope="col" className="number">Charged</th>
            <th scope="col">Finish (model time)</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id} data-job={job.id}>
              <td data-label="Job"><Link to={`/jobs/${job.id}`}>Job {job.id}</Link></td>
              <td data-label="State"><JobStateBadge state={job.state} /></td>
              <td data-label="Cluster">{nameOf(names, job.siteId)}</td>
              <td data-label="Processors" className="number phone-secondary">{job.processors}</td>
              <td data-label="Price" data-testid="job-row-price" className="number">
                {job.priceGd ? <Amount gd={job.priceGd} /> : '—'}
              </td>
              <td data-label="Charged" data-testid="job-row-charged" className="number">
                {job.chargedMicroGd != null ? <Amount micro={job.chargedMicroGd} /> : '—'}
              </td>
              <td data-label="Finish (model time)"><ModelTime iso={job.endedAt ?? job.plannedEnd} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
