import type { LeaseOption, LeaseType, Strategy } from '../api/types';
import { LEASE_STRATEGIES, leaseCardsOf, offersLeaseTypes } from '../lib/leaseTypes';
import { nameOf, useSiteNames } from '../lib/siteNames';
import styles from './LeaseTypePicker.module.css';

/**
 * The New job form's lease types side by side, as cloud consoles set spot next to on-demand: each type's
 * price from the latest quote, its discount, the cluster the strategy would choose, and what it gives up in
 * the service's plain words (seed 001 §4.2). Only OFC and OFT offer them; for the others it says so.
 */
export function LeaseTypePicker({ strategy, value, options, onChange }: { strategy: Strategy; value: LeaseType;
  options: readonly LeaseOption[] | null | undefined; onChange: (leaseType: LeaseType) => void }) {
  const names = useSiteNames(options?.map((option) => option.chosenSiteId) ?? []);
  if (!offersLeaseTypes(strategy)) {
    return (
      <p className="muted" data-testid="lease-types-off">
        Lease type: only {LEASE_STRATEGIES.join(' and ')} offer cheaper preemptable leases; a {strategy} job is
        never preempted.
      </p>
    );
  }
  const cards = leaseCardsOf(options, (id) => nameOf(names, id));
  return (
    <fieldset className={styles.leases} aria-describedby="lease-hint">
      <legend>Lease type</legend>
      <p id="lease-hint" className="muted">
        A cheaper lease lets the cluster's owner interrupt your job for their own users' work. Prices are for this
        job{options ? ', from the quote' : ' once it is quoted'}.
      </p>
      <div className={styles.cards}>
        {cards.map((card) => {
          const id = `lease-${card.leaseType}`;
          const picked = card.leaseType === value;
          const pick = () => card.available && onChange(card.leaseType);
          return (
            <div key={card.leaseType} className={styles.card} data-lease={card.leaseType} data-picked={picked}
                 data-available={card.available} onClick={pick}>
              <span className={styles.head}>
                <input type="radio" id={id} name="leaseType" value={card.leaseType} checked={picked}
                       disabled={!card.available && !picked} aria-describedby={`${id}-details`} onChange={pick} />
                <label htmlFor={id}>{card.label}</label>
              </span>
              <span id={`${id}-details`}>
                {card.price !== undefined ? (
                  <>
                    <span className={styles.price} data-testid="lease-price">{card.price}</span>
                    <span className={styles.discount} data-testid="lease-discount">{card.discount}</span>
                    {card.site && <span className={styles.details}>on {card.site}</span>}
                  </>
                ) : options && <span className={styles.price} data-testid="lease-price">no cluster takes it</span>}
                <span className={styles.details} data-testid="lease-guarantee">{card.guarantee}</span>
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
