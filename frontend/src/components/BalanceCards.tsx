import type { Balance } from '../api';
import { Amount } from './Amount';
import styles from './BalanceCards.module.css';

/** The formatted G$ figures of an account's totals (balanceGd, availableGd, earnedGd, …). */
type GdKey<B> = { [K in keyof B]: K extends `${string}Gd` ? (B[K] extends string ? K : never) : never }[keyof B];

export interface BalancePart<B = Balance> {
  label: string;
  gd: GdKey<B>;
  explanation: string;
}

/** A ledger account's totals as a row of cards (wallet: balance, held, available; revenue: earned, …). */
export function BalanceCards<B>({ balance, parts }: { balance: B; parts: BalancePart<B>[] }) {
  return (
    <dl className={styles.cards}>
      {parts.map((part) => (
        <div key={String(part.gd)} className={styles.card}>
          <dt>{part.label}</dt>
          <dd className={styles.value} data-testid={String(part.gd)}><Amount gd={balance[part.gd] as string} /></dd>
          <dd className={styles.explanation}>{part.explanation}</dd>
        </div>
      ))}
    </dl>
  );
}
