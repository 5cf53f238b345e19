/**
 * Admin pages take a job the way a person writes it: "80", "job-80", "Job 80" and "#80" are the same job.
 * The ledger names it "job-80" (transfers' job reference); the jobs API by its number.
 */
const REFERENCE = /^\s*(?:job[-\s]?|#)?0*([1-9]\d{0,15})\s*$/i;

/** The job number, or undefined when the text is not a job reference. */
export function jobNumberOf(text: string): number | undefined {
  const match = REFERENCE.exec(text);
  if (!match) {
    return undefined;
  }
  const number = Number(match[1]);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** The ledger's reference of a job ("job-80"). */
export function ledgerJobRef(jobNumber: number): string {
  return `job-${jobNumber}`;
}

export const JOB_REFERENCE_MESSAGE = 'a job number, such as 80 or job-80';
