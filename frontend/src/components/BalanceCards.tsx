import type { Balance } from '../api';
import { Amount } from './Amount';
import styles from './BalanceCards.module.css';

export interface BalancePart {
  label: string;
  gd: keyof Pick<Balance, 'balanceGd' | 'heldGd' | 'availableGd' | 'incomingGd'>;
  explanation: string;
}

/** A ledger account's totals as a row of cards (wallet: balance, held, available). */
export function BalanceCards({ balance, parts }: { balance: Balance; parts: BalancePart[] }) {
  return (
    <dl className={styles.cards}>
      {parts.map((part) => (
        <div key={part.gd} className={styles.card}>
          <dt>{part.label}</dt>
          <dd className={styles.value} data-testid={part.gd}><Amount gd={balance[part.gd]} /></dd>
          <dd className={styles.explanation}>{part.explanation}</dd>
        </div>
      ))}
    </dl>
  );
}
