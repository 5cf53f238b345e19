import type { CandidateRow } from '../../../lib/quoteView';
import styles from '../NewJobPage.module.css';

/** The clusters a strategy would try, in its order, the chosen one marked. */
export function CandidateTable({ rows }: { rows: readonly CandidateRow[] }) {
  return (
    <div className="table-scroll">
      <table>
        <caption className="visually-hidden">Candidate clusters in the order the broker tries them</caption>
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
