import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, type Transfer } from '../../api';
import { Amount } from '../../components/Amount';
import { Field } from '../../components/Field';
import { LoadError } from '../../components/Notice';
import { formatDateTime } from '../../lib/format';
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

function TransferTable({ transfers }: { transfers: Transfer[] }) {
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col" className="number">Seq</th>
            <th scope="col">When</th>
            <th scope="col">Kind</th>
            <th scope="col">Code</th>
            <th scope="col" className="number">From → to</th>
            <th scope="col" className="number">Amount</th>
            <th scope="col">Transfer</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => (
            <tr key={transfer.seq}>
              <td className="number">{transfer.seq}</td>
              <td>{formatDateTime(transfer.createdAt)}</td>
              <td>{transfer.kind.replace(/_/g, ' ')}</td>
              <td>{transfer.code}</td>
              <td className="number">{transfer.debitAccountId} → {transfer.creditAccountId}</td>
              <td className="number"><Amount gd={transfer.amountGd} /></td>
              <td className="mono">{transfer.id}{transfer.pendingId && <> (resolves {transfer.pendingId})</>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
