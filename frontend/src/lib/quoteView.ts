import type { Candidate, Quote } from '../api/types';
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
  /**
   * The lowest cost among the shown candidates that meet the deadline (ties: the earlier in DBC's order); never
   * marked for a strategy that waits in the queue, which does not choose by price.
   */
  cheapest: boolean;
  /**
   * Why the strategy passes over this site (its own words when the quote gives them), or "" for one it would
   * also accept; "chosen" for the chosen one; the cheapest that meets the deadline says so when it is not chosen.
   */
  note: string;
}

export interface QuotePreview {
  rows: CandidateRow[];
  /** One sentence: the site that would be chosen, or why none. */
  verdict: string;
  accepted: boolean;
}

/**
 * The quote preview from the API's quote: candidates in the strategy's order with their site names, and a verdict.
 * {@code nowIso} is the model time the finishes are measured from; {@code formatTime} shows a model time. A
 * strategy that waits in the queue picks by turnaround time, not by price: no row is called the cheapest, and a
 * chosen cluster's verdict adds the service's reason (what its allocation method optimises).
 */
export function quotePreviewOf(quote: Quote, siteName: (id: number) => string, nowIso: string,
                               formatTime: (iso: string) => string, waitsInQueue: boolean): QuotePreview {
  const cheapest = waitsInQueue ? undefined : cheapestInTime(quote.candidates);
  const rows = quote.candidates.map((candidate) => {
    const isCheapest = candidate === cheapest;
    // The strategy's own reason when it gives one, so any strategy reads the same way.
    const problems = (candidate.why ? [candidate.why] : [
      candidate.withinBudget ? '' : 'over budget',
      candidate.meetsDeadline ? '' : 'misses the deadline',
    ]).concat(isCheapest ? ['the cheapest that meets the deadline'] : []).filter(Boolean);
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
      cheapest: isCheapest,
      note: candidate.chosen ? 'chosen' : problems.join(', '),
    };
  });
  const chosen = rows.find((row) => row.chosen);
  if (chosen) {
    const why = waitsInQueue && quote.reason ? ` ${queueVerdictOf(quote.reason).verdict}` : '';
    return { rows, accepted: true,
      verdict: `${chosen.siteName} would run it for ${chosen.cost}, finishing ${chosen.finishIn} (${chosen.finish}).${why}` };
  }
  if (waitsInQueue) {
    return { rows, ...queueVerdictOf(quote.reason) };
  }
  const cheapestRow = rows.find((row) => row.cheapest);
  return { rows, accepted: false, verdict: reasonOf(quote, cheapestRow, nowIso, formatTime) };
}

/**
 * A job of a strategy that waits in the queue (GET /api/strategies' waitsInQueue) that no cluster starts now is not refused: it waits its turn (the service's reason says where);
 * only one no cluster can ever serve is ("rejected: …").
 */
export function queueVerdictOf(reason: string | null): { verdict: string; accepted: boolean } {
  const text = reason ?? 'it would wait in the federation queue';
  const rejected = text.startsWith('rejected: ');
  const words = rejected ? `Rejected: ${text.slice('rejected: '.length)}` : text.charAt(0).toUpperCase() + text.slice(1);
  return { verdict: words.endsWith('.') ? words : `${words}.`, accepted: !rejected };
}

/**
 * The candidate with the lowest cost among those that meet the deadline, from the costs shown (not from the
 * posted prices: a site's cost depends on its speed as well as its price); undefined when none has a cost.
 */
export function cheapestInTime(candidates: Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const candidate of candidates) {
    if (candidate.meetsDeadline && candidate.costMicroGd !== null
      && (best === undefined || candidate.costMicroGd < best.costMicroGd!)) {
      best = candidate;
    }
  }
  return best;
}

function reasonOf(quote: Quote, cheapest: CandidateRow | undefined, nowIso: string,
                  formatTime: (iso: string) => string): string {
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
    if (cheapest) {
      return `The budget is too small; the cheapest cluster that meets the deadline, ${cheapest.siteName}, costs `
        + `${cheapest.cost}.`;
    }
    const cost = quote.cheapestFeasibleCostMicroGd;
    return cost !== null
      ? `The budget is too small; the cheapest cluster that meets the deadline costs ${formatMicroGd(cost)} G$.`
      : 'The budget is too small.';
  }
  return `No cluster would be chosen: ${quote.reason ?? 'no reason given'}.`;
}
