import { Link } from 'react-router-dom';
import { api } from '../../api';
import { useSession } from '../../auth/AuthContext';
import { LoadError } from '../../components/Notice';
import { PriceCardView } from '../../components/PriceCardView';
import { formatInteger } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import styles from './ClustersPage.module.css';

/** The owner's clusters with their price cards; each links to its price editor and history. */
export function ClustersPage() {
  const { username } = useSession();
  const sites = useLoad(api.sites, 'sites');
  const mine = sites.data?.filter((site) => site.owner === username) ?? [];
  return (
    <>
      <h1>My clusters</h1>
      <LoadError error={sites.error} />
      {sites.data && mine.length === 0 && <p>You have no clusters registered yet.</p>}
      <ul className={styles.grid}>
        {mine.map((site) => (
          <li key={site.id} className={styles.card} aria-labelledby={`site-${site.id}`}>
            <h2 id={`site-${site.id}`}>{site.name}</h2>
            <p className="muted">
              grid {site.gridName} · {formatInteger(site.processors)} processors × {formatInteger(site.mipsPerProcessor)} MIPS
              · {site.bandwidthGbps} Gb/s
            </p>
            <PriceCardView price={site.price} />
            <div className="actions">
              <Link className="button" to={`/owner/clusters/${site.id}`} aria-label={`Edit the price of ${site.name}`}>
                Edit price
              </Link>
              <Link className="button" to={`/owner/clusters/${site.id}/queue`}
                    aria-label={`Queue, utilisation and earnings of ${site.name}`}>
                Queue
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
