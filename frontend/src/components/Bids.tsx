import type { Job } from '../api';
import { formatClockTime } from '../lib/format';
import { lateByText, type BidRow } from '../lib/bids';
import { Amount } from './Amount';
import { factsClass, ModelTime } from './JobParts';
import styles from './Bids.module.css';

/**
 * A tender's bids in the quote preview: one row per cluster, in the order they would be awarded, the chosen
 * one marked (aria-current and in words, not by colour alone).
 */
export function BidTable({ rows }: { rows: BidRow[] }) {
  return (
    <>
      <div className="table-scroll">
        <table className={`${styles.bids} stack-on-phone`} data-testid="bids">
          <caption className="visually-hidden">
            Every cluster's bid for the job, in the order the bids would be awarded
          </caption>
          <thead>
            <tr>
              <th scope="col" className="number">Award order</th>
              <th scope="col">Cluster</th>
              <th scope="col" className="number">Leaves you</th>
              <th scope="col" className="number">Cost</th>
              <th scope="col">Late by</th>
              <th scope="col" className="number">Lateness penalty</th>
              <th scope="col">Start (model time)</th>
              <th scope="col">Finish (model time)</th>
              <th scope="col">Chosen</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.siteId} className={row.chosen ? styles.chosen : undefined} data-site={row.siteName}
                  aria-current={row.chosen ? 'true' : undefined}>
                <td className="number phone-secondary" data-testid="bid-award" data-label="Award order">{row.awardOrder}</td>
                <th scope="row" data-testid="bid-site" data-label="Cluster">{row.siteName}</th>
                <td className={`number${row.leavesMicroGd < 0 ? ` ${styles.negative}` : ''}`} data-testid="bid-leaves"
                    data-label="Leaves you">
                  {row.leaves}
                </td>
                <td className="number" data-testid="bid-cost" data-label="Cost">{row.cost}</td>
                <td data-testid="bid-late-by" data-label="Late by">{row.lateBy}</td>
                <td className="number" data-label="Lateness penalty">{row.penalty}</td>
                <td data-testid="bid-start" data-label="Start (model time)">
                  {row.startIn}<small className={styles.note}><When iso={row.startAt} full={row.start} /></small>
                </td>
                <td data-testid="bid-finish" data-label="Finish (model time)">
                  {row.finishIn}<small className={styles.note}><When iso={row.finishAt} full={row.finish} /></small>
                </td>
                <td data-testid="bid-note" data-label="Chosen">{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        A bid leaves you your budget less its cost and any lateness penalty. The bid that leaves you the most is
        awarded first; if that cluster can no longer keep it when you submit, the next in award order gets the job.
        A bid that would leave you less than nothing is never taken.
      </p>
    </>
  );
}

/** A model time as a table has room for it ("22:30"); the full date on hover. */
function When({ iso, full }: { iso: string; full: string }) {
  return <time dateTime={iso} title={full}>{formatClockTime(iso)}</time>;
}

/** The bid a placed TENDER job won: its cost and window are the job's price and planned times. */
export function WinningBid({ job }: { job: Job }) {
  const bid = job.bid;
  if (!bid) {
    return null;
  }
  return (
    <section className="panel" aria-labelledby="bid-heading" data-testid="winning-bid">
      <h2 id="bid-heading" className="panel-title">Winning bid</h2>
      <dl className={factsClass}>
        <div><dt>Cost</dt><dd data-testid="bid-cost">{job.priceGd ? <Amount gd={job.priceGd} exact /> : '—'}</dd></div>
        <div><dt>Start</dt><dd><ModelTime iso={job.plannedStart} /></dd></div>
        <div><dt>Finish</dt><dd><ModelTime iso={job.plannedEnd} /></dd></div>
        <div><dt>Late by</dt><dd data-testid="bid-late-by">{lateByText(bid.tardinessSeconds)}</dd></div>
        <div><dt>Lateness penalty</dt><dd data-testid="bid-penalty"><Amount gd={bid.penaltyGd} exact /></dd></div>
        <div><dt>Leaves you</dt><dd data-testid="bid-leaves"><Amount gd={bid.utilityGd} exact /></dd></div>
      </dl>
      <p className="muted">
        What the bid leaves you is your budget less its cost and its lateness penalty. You pay the cost only: the
        penalty only weighed the bids against each other.
      </p>
    </section>
  );
}
