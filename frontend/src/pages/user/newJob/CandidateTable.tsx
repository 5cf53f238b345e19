import type { CandidateRow } from '../../../lib/quoteView';
import styles from '../NewJobPage.module.css';

/**
 * The clusters a strategy would try, in its order, the chosen one marked. A strategy that waits in the queue
 * lists them in the order its allocation method would pick them now (the service's order), not by price.
 */
export function CandidateTable({ rows, waitsInQueue }: { rows: readonly CandidateRow[]; waitsInQueue: boolean }) {
  return (
    <div className="table-scroll">
      <table data-testid="candidates">
        <caption className={waitsInQueue ? styles.note : 'visually-hidden'} data-testid="candidates-caption">
          {waitsInQueue
            ? 'Clusters in the order the queue\'s allocation method would pick them, were the job first in line now '
              + '(by turnaround time, not by price); those that cannot start it now come last'
            : 'Candidate clusters in the order the strategy tries them'}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="number">#</th>
            <th scope="col">Cluster</th>
            <th scope="col" className="number">Cost</th>
            <th scope="col">Estimated finish (model time)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.siteId} className={row.chosen ? styles.chosen : undefined} data-site={row.siteName}
                aria-current={row.chosen ? 'true' : undefined}>
              <td className="number">{row.rank}</td>
              <th scope="row">
                <span data-testid="candidate-site">{row.siteName}</span>
                {row.chosen ? <small className={styles.note}>✓ chosen</small>
                  : row.note && <small className={styles.note}>{row.note}</small>}
              </th>
              <td className="number" data-testid="candidate-cost">{row.cost}</td>
              <td>{row.finishIn}<small className={styles.note}>{row.finish}</small></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
