import type { Quote } from '../api/types';
import { formatDuration, secondsBetween } from './duration';
import { formatMicroGd } from './money';

/** One candidate site as the quote preview shows it. */
export interface CandidateRow {
  rank: number;
  siteId: number;
  siteName: string;
  cost: string;
  finish: string;
  /** How long after the model's now the job would finish ("in 2 h"). */
  finishIn: string;
  withinBudget: boolean;
  meetsDeadline: boolean;
  chosen: boolean;
  /** Why DBC passes over this site, or "" for the chosen one or one it would also accept. */
  note: string;
}

export interface QuotePreview {
  rows: CandidateRow[];
  /** One sentence: the site that would be chosen, or why none. */
  verdict: string;
  accepted: boolean;
}

/**
 * The quote preview from the API's quote: candidates in DBC's order with their site names, and a verdict.
 * {@code nowIso} is the model time the finishes are measured from; {@code formatTime} shows a model time.
 */
export function quotePreviewOf(quote: Quote, siteName: (id: number) => string, nowIso: string,
                               formatTime: (iso: string) => string): QuotePreview {
  const rows = quote.candidates.map((candidate) => {
    const problems = [
      candidate.withinBudget ? '' : 'over budget',
      candidate.meetsDeadline ? '' : 'misses the deadline',
    ].filter(Boolean);
    return {
      rank: candidate.rank,
      siteId: candidate.siteId,
      siteName: siteName(candidate.siteId),
      cost: candidate.costMicroGd === null ? 'beyond any budget' : `${formatMicroGd(candidate.costMicroGd)} G$`,
      finish: formatTime(candidate.estimatedFinish),
      finishIn: `in ${formatDuration(secondsBetween(nowIso, candidate.estimatedFinish))}`,
      withinBudget: candidate.withinBudget,
      meetsDeadline: candidate.meetsDeadline,
      chosen: candidate.chosen,
      note: candidate.chosen ? 'chosen' : problems.join(', '),
    };
  });
  const chosen = rows.find((row) => row.chosen);
  if (chosen) {
    return { rows, accepted: true,
      verdict: `${chosen.siteName} would run it for ${chosen.cost}, finishing ${chosen.finishIn} (${chosen.finish}).` };
  }
  return { rows, accepted: false, verdict: reasonOf(quote, nowIso, formatTime) };
}

function reasonOf(quote: Quote, nowIso: string, formatTime: (iso: string) => string): string {
  if (quote.candidates.length === 0) {
    return 'No cluster can take this job: none has a price posted and enough processors.';
  }
  if (quote.reason === 'deadline unreachable') {
    const earliest = quote.earliestFeasibleFinish;
    return earliest
      ? `No cluster can finish by the deadline; the earliest finish is ${formatTime(earliest)} `
        + `(in ${formatDuration(secondsBetween(nowIso, earliest))}). Allow more time.`
      : 'No cluster can finish by the deadline. Allow more time.';
  }
  if (quote.reason === 'budget too small') {
    const cheapest = quote.cheapestFeasibleCostMicroGd;
    return cheapest !== null
      ? `The budget is too small; the cheapest cluster that meets the deadline costs ${formatMicroGd(cheapest)} G$.`
      : 'The budget is too small.';
  }
  return `No cluster would be chosen: ${quote.reason ?? 'no reason given'}.`;
}
