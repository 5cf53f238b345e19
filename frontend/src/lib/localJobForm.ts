import type { LocalJobBody } from '../api/types';
import { checkWhole } from './jobForm';
import type { Errors } from './validation';

/** The owner's local-job form (SiteJobsResource.LocalJobBody: processors 1..10⁶, runtime 1..10⁸ s). */
export const LOCAL_JOB_FIELDS = ['processors', 'runtimeSeconds'] as const;

export function localJobOf(form: { processors: string; runtimeSeconds: string }, siteProcessors?: number):
  { body?: LocalJobBody; errors: Errors } {
  const processors = checkWhole(form.processors, 1, Math.min(1_000_000, siteProcessors ?? 1_000_000));
  const runtime = checkWhole(form.runtimeSeconds, 1, 100_000_000);
  const errors: Errors = {};
  if (processors.error) {
    errors.processors = siteProcessors !== undefined && processors.error.startsWith('must be at most')
      ? `the cluster has ${siteProcessors} processors` : processors.error;
  }
  if (runtime.error) {
    errors.runtimeSeconds = runtime.error;
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  return { body: { processors: processors.value!, runtimeSeconds: runtime.value! }, errors };
}
