import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { Field } from '../../components/Field';
import { LoadError } from '../../components/Notice';
import { TransferTable } from '../../components/TransferTable';
import { useLoad } from '../../lib/useLoad';
import { checkJobReference } from '../../lib/validation';

/** The ledger trail of one job: its hold, then the post and void that resolve it. */
export function TransfersPage() {
  const [search, setSearch] = useSearchParams();
  const job = search.get('job') ?? '';
  const [input, setInput] = useState(job);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkJobReference(input);
    setError(problem);
    if (!problem) {
      setSearch({ job: input.trim() });
    }
  }

  return (
    <>
      <h1>Transfers of a job</h1>
      <form className="panel" onSubmit={submit} noValidate aria-label="Choose a job">
        <Field label="Job reference" name="job" value={input} error={error}
               onChange={(event) => setInput(event.target.value)} />
        <button type="submit">Show transfers</button>
      </form>
      {job && !checkJobReference(job) && <JobTransfers key={job} job={job} />}
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
