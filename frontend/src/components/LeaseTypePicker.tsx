import type { StrategyChoice } from '../api/strategies';
import type { LeaseOption, LeaseType } from '../api/types';
import { leaseCardsOf } from '../lib/leaseTypes';
import { nameOf, useSiteNames } from '../lib/siteNames';
import { namesInWords } from '../lib/strategies';
import styles from './LeaseTypePicker.module.css';

/**
 * The New job form's lease types side by side, as cloud consoles set spot next to on-demand: each type's
 * price from the latest quote, its discount, the cluster the strategy would choose, and what it gives up in
 * the service's plain words (seed 001 §4.2). Only strategies that sell leases ({@code offered}, from GET
 * /api/strategies) offer them; for the others it names the ones that do ({@code sellers}).
 */
export function LeaseTypePicker({ strategy, offered, sellers, value, options, onChange }: { strategy: string;
  offered: readonly StrategyChoice[]; sellers: readonly string[]; value: LeaseType;
  options: readonly LeaseOption[] | null | undefined; onChange: (leaseType: LeaseType) => void }) {
  const names = useSiteNames(options?.map((option) => option.chosenSiteId) ?? []);
  if (offered.length === 0) {
    return (
      <p className="muted" data-testid="lease-types-off">
        Lease type: only {namesInWords(sellers)} offer cheaper preemptable leases; a {strategy} job is never
        preempted.
      </p>
    );
  }
  const cards = leaseCardsOf(offered, options, (id) => nameOf(names, id));
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
                ) : options && <span className={styles.details} data-testid="lease-unavailable">
                  Not offered: {card.unavailable}</span>}
                <span className={styles.details} data-testid="lease-guarantee">{card.guarantee}</span>
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
