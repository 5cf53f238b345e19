import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError, type ReconciliationReport } from '../../api';
import { Amount } from '../../components/Amount';
import { Field } from '../../components/Field';
import { factsClass, JobStateBadge, JobTimeline, ModelTime } from '../../components/JobParts';
import { LoadError } from '../../components/Notice';
import { Pager } from '../../components/Pager';
import { TransferTable } from '../../components/TransferTable';
import { JOB_REFERENCE_MESSAGE, jobNumberOf, ledgerJobRef } from '../../lib/jobReference';
import { chargeCheck } from '../../lib/reconciliation';
import { nameOf, useSiteNames } from '../../lib/siteNames';
import { useLoad } from '../../lib/useLoad';
import styles from './LedgerPage.module.css';
import { usePageTitle } from '../../lib/usePageTitle';

/** Jobs against the ledger: reconciliation at a glance, and one job's trail (events and transfers). */
export function JobsAuditPage() {
  usePageTitle('Jobs audit');
  const report = useLoad(api.reconciliation, 'reconciliation');
  const [search, setSearch] = useSearchParams();
  const jobNumber = jobNumberOf(search.get('job') ?? '');
  const [input, setInput] = useState(search.get('job') ?? '');
  const [error, setError] = useState<string>();

  // "80" and "job-80" are the same job; a reference that is not one clears the trail shown before.
  function submit(event: FormEvent) {
    event.preventDefault();
    const number = jobNumberOf(input);
    setError(number === undefined ? JOB_REFERENCE_MESSAGE : undefined);
    setSearch(number === undefined ? {} : { job: String(number) });
  }

  return (
    <>
      <h1>Jobs audit</h1>
      <div className={styles.verdicts}>
        <LoadError error={report.error} />
        {report.data && <ReconciliationVerdict report={report.data} />}
      </div>
      <p><button type="button" className="secondary" onClick={report.reload}>Check again</button></p>
      <EveryJob />
      <h2>Trail of one job</h2>
      <form className="panel" onSubmit={submit} noValidate aria-label="Choose a job">
        <Field label="Job reference" name="job" value={input} error={error} hint="The job's number: 80 or job-80."
               onChange={(event) => setInput(event.target.value)} />
        <button type="submit">Show trail</button>
      </form>
      {jobNumber !== undefined && <JobTrail key={jobNumber} jobId={jobNumber} />}
    </>
  );
}

function ReconciliationVerdict({ report }: { report: ReconciliationReport }) {
  const money = chargeCheck(report);
  return (
    <section className={`${styles.verdict} ${money.agree ? styles.good : styles.bad}`} aria-labelledby="recon-heading"
             data-testid="reconciliation">
      <h2 id="recon-heading">Reconciliation</h2>
      <p className={styles.headline}>{money.agree ? '✓ Jobs and ledger agree' : '✗ Jobs and ledger disagree'}</p>
      <ul>
        <li>Final jobs with an open hold: <strong>{report.finalJobsWithOpenHold}</strong>
          {report.jobsWithOpenHold.length > 0 && <> ({report.jobsWithOpenHold.map((id, i) => (
            <span key={id}>{i > 0 && ', '}<Link to={`/admin/jobs?job=${id}`}>job {id}</Link></span>))})</>}
        </li>
        <li>Accepted or running jobs without their hold: <strong>{report.activeJobsWithoutHold}</strong></li>
        <li data-testid="charge-equation">
          {money.charged.label} <Amount micro={money.charged.microGd} exact /> {money.balanced ? '=' : '≠'}{' '}
          {money.paid.map((term, i) => (
            <span key={term.label}>{i > 0 && ' + '}{term.label} <Amount micro={term.microGd} exact /></span>))}
          {money.balanced ? ' — equal' : <> — <Amount micro={Math.abs(money.differenceMicroGd)} exact /> apart</>}
          <br /><small className="muted">A job redirected to another grid pays its home grid&apos;s gateway, which
            pays the other grid&apos;s gateway and the cluster&apos;s owner from there.</small>
        </li>
      </ul>
    </section>
  );
}

const JOBS_PAGE_SIZE = 20;

/** Every job, newest first, with the user who submitted it; each opens its trail below. */
function EveryJob() {
  const [page, setPage] = useState(0);
  const jobs = useLoad(() => api.auditedJobs(page, JOBS_PAGE_SIZE), `audited-jobs-${page}`);
  const names = useSiteNames(jobs.data?.jobs.map((job) => job.siteId) ?? []);
  return (
    <section aria-labelledby="jobs-heading">
      <h2 id="jobs-heading">Jobs</h2>
      <LoadError error={jobs.error} />
      {jobs.data && (jobs.data.jobs.length === 0 ? <p>No jobs yet.</p> : (
        <>
          <div className="table-scroll">
            <table data-testid="audited-jobs">
              <caption className="visually-hidden">Every job, newest first, with its user</caption>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">User</th>
                  <th scope="col">State</th>
                  <th scope="col">Strategy</th>
                  <th scope="col">Cluster</th>
                  <th scope="col" className="number">Charged</th>
                  <th scope="col">Submitted</th>
                </tr>
              </thead>
              <tbody>
                {jobs.data.jobs.map((job) => (
                  <tr key={job.id} data-job={job.id}>
                    <th scope="row"><Link to={`/admin/jobs?job=${job.id}`}>job {job.id}</Link></th>
                    <td data-testid="job-user">{job.username}</td>
                    <td><JobStateBadge state={job.state} /></td>
                    <td>{job.kind === 'federation' ? job.strategy : 'local'}</td>
                    <td>{nameOf(names, job.siteId)}</td>
                    <td className="number">{job.chargedMicroGd === null ? '—' : <Amount micro={job.chargedMicroGd} exact />}</td>
                    <td><ModelTime iso={job.submittedAt} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} size={JOBS_PAGE_SIZE} total={jobs.data.total ?? jobs.data.jobs.length} onPage={setPage} />
        </>
      ))}
    </section>
  );
}

function JobTrail({ jobId }: { jobId: number }) {
  const trail = useLoad(() => api.jobTrail(jobId), `trail-${jobId}`);
  // The strategies' own words explain the terms in the events (as on the user's job page).
  const strategies = useLoad(api.strategies, 'strategies').data;
  const missing = trail.error instanceof ApiError && trail.error.status === 404;
  const names = useSiteNames([trail.data?.siteId, trail.data?.homeSiteId]);
  return (
    <section aria-labelledby="trail-heading">
      <h2 id="trail-heading">Job {jobId} <span className="muted mono">(ledger reference {ledgerJobRef(jobId)})</span></h2>
      {missing ? <p role="alert">There is no job {jobId}.</p> : <LoadError error={trail.error} />}
      {trail.data && (
        <>
          <dl className={`panel ${factsClass}`}>
            <div><dt>State</dt><dd><JobStateBadge state={trail.data.state} /></dd></div>
            <div><dt>Kind</dt><dd>{trail.data.kind}</dd></div>
            <div><dt>Cluster</dt><dd>{nameOf(names, trail.data.siteId)}</dd></div>
            <div><dt>Home cluster</dt><dd>{nameOf(names, trail.data.homeSiteId)}</dd></div>
            <div><dt>Price</dt><dd>{trail.data.priceGd ? <Amount gd={trail.data.priceGd} exact /> : '—'}</dd></div>
            <div><dt>Charged</dt><dd>{trail.data.chargedMicroGd != null ? <Amount micro={trail.data.chargedMicroGd} exact /> : '—'}</dd></div>
            <div><dt>Submitted</dt><dd><ModelTime iso={trail.data.submittedAt} /></dd></div>
            <div><dt>Ended</dt><dd><ModelTime iso={trail.data.endedAt} /></dd></div>
          </dl>
          <h3>Events</h3>
          <JobTimeline events={trail.data.events ?? []} names={names} strategies={strategies} />
          <h3>Transfers</h3>
          {trail.data.transfers && trail.data.transfers.length > 0
            ? <TransferTable transfers={trail.data.transfers} caption={`Transfers of job ${jobId}`} />
            : <p>No transfers refer to this job.</p>}
        </>
      )}
    </section>
  );
}
