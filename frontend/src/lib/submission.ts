import type { JobBody } from '../api/types';

/**
 * One submission of the new-job form and its Idempotency-Key. While its outcome is unknown (no answer, or a
 * 5xx) it is kept: submitting the unchanged form again resends the same body under the same key, so the
 * service answers with the job it may already have made and never makes a second one. A changed form is a
 * new submission with a new key. (The body is kept, not rebuilt: a deadline given as a date-time would
 * otherwise turn into a different deadlineSeconds as the model clock moves on, and the service would
 * refuse the key as reused for another job.)
 */
export interface Attempt {
  form: string;
  body: JobBody;
  key: string;
}

/** The attempt to send for the form as it is now, or undefined when the form does not make a body. */
export function attemptFor(previous: Attempt | undefined, form: string, build: () => JobBody | undefined,
                           newKey: () => string): Attempt | undefined {
  if (previous && previous.form === form) {
    return previous;
  }
  const body = build();
  return body ? { form, body, key: newKey() } : undefined;
}

/** Whether to keep the attempt after a failure with this HTTP status (0: no answer at all). */
export function keepAfterFailure(status: number): boolean {
  return status === 0 || status >= 500;
}
