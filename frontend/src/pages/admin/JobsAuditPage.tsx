import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, type ReconciliationReport } from '../../api';
import { Amount } from '../../components/Amount';
import { Field } from '../../components/Field';
import { factsClass, JobStateBadge, JobTimeline, ModelTime } from '../../components/JobParts';
import { LoadError } from '../../components/Notice';
import { TransferTable } from '../../components/TransferTable';
import { checkWhole } from '../../lib/jobForm';
import { nameOf, useSiteNames } from '../../lib/siteNames';
import { useLoad } from '../../lib/useLoad';
import styles from './LedgerPage.module.css';

/** Jobs against the ledger: reconciliation at a glance, and one job's trail (events and transfers). */
export function JobsAuditPage() {
  const report = useLoad(api.reconciliation, 'reconciliation');
  const [search, setSearch] = useSearchParams();
  const job = search.get('job') ?? '';
  const [input, setInput] = useState(job);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkWhole(input, 1, Number.MAX_SAFE_INTEGER);
    setError(check.error && 'a job number, such as 12');
    if (check.value !== undefined) {
      setSearch({ job: String(check.value) });
    }
  }

  return (
    <>
      <h1>Jobs audit</h1>
      <div className={styles.verdicts}>
        <LoadError error={report.error} />
        {report.data && <ReconciliationVerdict report={report.data} />}
      </div>
      <p><button type="button" className="secondary" onClick={report.reload}>Check again</button></p>
      <h2>Trail of one job</h2>
      <form className="panel" onSubmit={submit} noValidate aria-label="Choose a job">
        <Field label="Job number" name="job" inputMode="numeric" value={input} error={error}
               onChange={(event) => setInput(event.target.value)} />
        <button type="submit">Show trail</button>
      </form>
      {/^\d+$/.test(job) && <JobTrail key={job} jobId={Number(job)} />}
    </>
  );
}

function ReconciliationVerdict({ report }: { report: ReconciliationReport }) {
  return (
    <section className={`${styles.verdict} ${report.ok ? styles.good : styles.bad}`} aria-labelledby="recon-heading"
             data-testid="reconciliation">
      <h2 id="recon-heading">Reconciliation</h2>
      <p className={styles.headline}>{report.ok ? '✓ Jobs and ledger agree' : '✗ Jobs and ledger disagree'}</p>
      <ul>
        <li>Final jobs with an open hold: <strong>{report.finalJobsWithOpenHold}</strong>
          {report.jobsWithOpenHold.length > 0 && <> ({report.jobsWithOpenHold.map((id, i) => (
            <span key={id}>{i > 0 && ', '}<Link to={`/admin/jobs?job=${id}`}>{id}</Link></span>))})</>}
        </li>
        <li>Accepted or running jobs without their hold: <strong>{report.activeJobsWithoutHold}</strong></li>
        <li>
          Charged on jobs <Amount micro={report.chargedOnJobsMicroGd} />, posted to owners{' '}
          <Amount micro={report.postedToOwnersMicroGd} />
          {report.chargedOnJobsMicroGd === report.postedToOwnersMicroGd ? ' — equal' : ' — different'}
        </li>
      </ul>
    </section>
  );
}

function JobTrail({ jobId }: { jobId: number }) {
  const trail = useLoad(() => api.jobTrail(jobId), `trail-${jobId}`);
  const names = useSiteNames([trail.data?.siteId, trail.data?.homeSiteId]);
  return (
    <section aria-labelledby="trail-heading">
      <h2 id="trail-heading">Job {jobId}</h2>
      <LoadError error={trail.error} />
      {trail.data && (
        <>
          <dl className={`panel ${factsClass}`}>
            <div><dt>State</dt><dd><JobStateBadge state={trail.data.state} /></dd></div>
            <div><dt>Kind</dt><dd>{trail.data.kind}</dd></div>
            <div><dt>Cluster</dt><dd>{nameOf(names, trail.data.siteId)}</dd></div>
            <div><dt>Home cluster</dt><dd>{nameOf(names, trail.data.homeSiteId)}</dd></div>
            <div><dt>Price</dt><dd>{trail.data.priceGd ? <Amount gd={trail.data.priceGd} /> : '—'}</dd></div>
            <div><dt>Charged</dt><dd>{trail.data.chargedMicroGd != null ? <Amount micro={trail.data.chargedMicroGd} /> : '—'}</dd></div>
            <div><dt>Submitted (model time)</dt><dd><ModelTime iso={trail.data.submittedAt} /></dd></div>
            <div><dt>Ended (model time)</dt><dd><ModelTime iso={trail.data.endedAt} /></dd></div>
          </dl>
          <h3>Events</h3>
          <JobTimeline events={trail.data.events ?? []} names={names} />
          <h3>Transfers</h3>
          {trail.data.transfers && trail.data.transfers.length > 0
            ? <TransferTable transfers={trail.data.transfers} caption={`Transfers of job ${jobId}`} />
            : <p>No transfers refer to this job.</p>}
        </>
      )}
    </section>
  );
}
