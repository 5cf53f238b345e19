import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { Field } from '../../components/Field';
import { LoadError } from '../../components/Notice';
import { TransferTable } from '../../components/TransferTable';
import { useLoad } from '../../lib/useLoad';
import { JOB_REFERENCE_MESSAGE, jobNumberOf, ledgerJobRef } from '../../lib/jobReference';
import { usePageTitle } from '../../lib/usePageTitle';

/** The ledger trail of one job: its hold, then the post and void that resolve it. */
export function TransfersPage() {
  usePageTitle('Transfers of a job');
  const [search, setSearch] = useSearchParams();
  const jobNumber = jobNumberOf(search.get('job') ?? '');
  const [input, setInput] = useState(search.get('job') ?? '');
  const [error, setError] = useState<string>();

  // "80" and "job-80" are the same job (the ledger's reference is "job-80"); a reference that is not one
  // clears the transfers shown before.
  function submit(event: FormEvent) {
    event.preventDefault();
    const number = jobNumberOf(input);
    setError(number === undefined ? JOB_REFERENCE_MESSAGE : undefined);
    setSearch(number === undefined ? {} : { job: String(number) });
  }

  return (
    <>
      <h1>Transfers of a job</h1>
      <form className="panel" onSubmit={submit} noValidate aria-label="Choose a job">
        <Field label="Job reference" name="job" value={input} error={error} hint="The job's number: 80 or job-80."
               onChange={(event) => setInput(event.target.value)} />
        <button type="submit">Show transfers</button>
      </form>
      {jobNumber !== undefined && <JobTransfers key={jobNumber} job={ledgerJobRef(jobNumber)} />}
    </>
  );
}

function JobTransfers({ job }: { job: string }) {
  const transfers = useLoad(() => api.jobTransfers(job), job);
  return (
    <section aria-labelledby="transfers-heading">
      <h2 id="transfers-heading">Job <span className="mono">{job}</span></h2>
      <LoadError error={transfers.error} />
      {transfers.data && transfers.data.length === 0 && <p>No transfers refer to this job.</p>}
      {transfers.data && transfers.data.length > 0 && <TransferTable transfers={transfers.data} />}
    </section>
  );
}
