import type { ReactNode } from 'react';
import { describe, ApiError } from '../api';
import styles from './Notice.module.css';

type Tone = 'info' | 'success' | 'danger';

/** A message box; errors and successes are announced to screen readers. */
export function Notice({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** A failed load, in words a person can act on. */
export function LoadError({ error }: { error?: Error }) {
  if (!error) {
    return null;
  }
  return <Notice tone="danger">{error instanceof ApiError ? describe(error.problem) : error.message}</Notice>;
}
