import type { StrategyView } from '../api/strategies';
import type { Candidate, Quote } from '../api/types';
import { formatDuration, secondsBetween } from './duration';
import { formatMicroGd } from './money';
import { collectsBids } from './strategies';

/**
 * A tender as the pages show it: every cluster bids a start, a finish and a cost; a bid "leaves you" the
 * budget less its cost and any lateness penalty, and the bid that leaves the most is awarded first. Words
 * only, no paper terms: the service's reasons are rephrased where they use them.
 */

/** One cluster's bid as the quote preview's table shows it. */
export interface BidRow {
  siteId: number;
  siteName: string;
  /** "now" or "in 2 h", the model time in words, and as ISO text. */
  startIn: string;
  start: string;
  startAt: string;
  finishIn: string;
  finish: string;
  finishAt: string;
  cost: string;
  lateBy: string;
  penalty: string;
  leaves: string;
  leavesMicroGd: number;
  /** "1", "2", … in award order; "not taken" for a bid that leaves less than nothing. */
  awardOrder: string;
  chosen: boolean;
  /** "✓ chosen", or why not in the service's words (rephrased). */
  note: string;
}

export interface TenderPreview {
  rows: BidRow[];
  verdict: string;
  accepted: boolean;
}

/**
 * Whether a quote lists bids (to show as bids rather than as the clusters a strategy tries): its strategy collects
 * bids ({@code collectsBids} of GET /api/strategies), or a candidate carries one.
 */
export function isTenderQuote(quote: Quote, strategies: readonly StrategyView[] | undefined): boolean {
  return collectsBids(strategies, quote.strategy) || quote.candidates.some((candidate) => candidate.bid);
}

/** "on time", or how late ("12 min"). */
export function lateByText(seconds: number): string {
  return seconds <= 0 ? 'on time' : formatDuration(seconds);
}

/** A G$ amount from µG$ for a sentence: "95.56 G$", "−3.00 G$". */
function gd(micro: number): string {
  return `${formatMicroGd(micro)} G$`;
}

function inText(nowIso: string, iso: string): string {
  const seconds = Math.round(secondsBetween(nowIso, iso));
  return seconds <= 0 ? 'now' : `in ${formatDuration(seconds)}`;
}

/** Award order first (1, 2, …), then the bids not taken in the service's order. */
function awardOrder(a: Candidate, b: Candidate): number {
  const ra = a.bid?.awardRank ?? Number.POSITIVE_INFINITY;
  const rb = b.bid?.awardRank ?? Number.POSITIVE_INFINITY;
  return ra !== rb ? ra - rb : a.rank - b.rank;
}

/**
 * The service's words about bids, without the paper's terms: "no bid with non-negative utility (best leaves
 * −12.00 G$)" → "no bid leaves you anything of your budget (the best leaves −12.00 G$)".
 */
export function plainBidWords(text: string): string {
  return text
    .replace(/no bid with non-negative utility(?: \(best leaves ([^)]+)\))?/,
      (_, best?: string) => `no bid leaves you anything of your budget${best ? ` (the best leaves ${best})` : ''}`)
    .replace(/\butility\b/g, 'what it leaves you');
}

/** "less than site 3's bid" → "less than LANL Origin's bid". */
function namedSites(text: string, siteName: (id: number) => string): string {
  return text.replace(/\bsite (\d+)\b/g, (_, id: string) => siteName(Number(id)));
}

/** The preview of a TENDER quote: every bid in award order, and one sentence on the outcome. */
export function tenderPreviewOf(quote: Quote, siteName: (id: number) => string, nowIso: string,
                                formatTime: (iso: string) => string): TenderPreview {
  const rows = [...quote.candidates].sort(awardOrder).map((candidate): BidRow => {
    const bid = candidate.bid;
    const award = bid?.awardRank;
    return {
      siteId: candidate.siteId,
      siteName: siteName(candidate.siteId),
      startIn: inText(nowIso, candidate.estimatedStart),
      start: formatTime(candidate.estimatedStart),
      startAt: candidate.estimatedStart,
      finishIn: inText(nowIso, candidate.estimatedFinish),
      finish: formatTime(candidate.estimatedFinish),
      finishAt: candidate.estimatedFinish,
      cost: candidate.costMicroGd === null ? '—' : gd(candidate.costMicroGd),
      lateBy: bid ? lateByText(bid.tardinessSeconds) : '—',
      penalty: bid ? gd(bid.penaltyMicroGd) : '—',
      leaves: bid ? gd(bid.utilityMicroGd) : '—',
      leavesMicroGd: bid?.utilityMicroGd ?? Number.NEGATIVE_INFINITY,
      awardOrder: award != null ? String(award) : 'not taken',
      chosen: candidate.chosen,
      // Short: the table shows what each bid leaves already; the service's longer reason repeats it.
      note: candidate.chosen ? '✓ chosen'
        : !bid ? namedSites(plainBidWords(candidate.why ?? 'no bid'), siteName)
        : award == null ? 'not taken: leaves less than nothing' : 'if the ones before refuse',
    };
  });
  const chosen = rows.find((row) => row.chosen);
  if (chosen) {
    const late = chosen.lateBy === 'on time' ? '' : `, ${chosen.lateBy} late (a penalty of ${chosen.penalty})`;
    return { rows, accepted: true,
      verdict: `${chosen.siteName} would run it for ${chosen.cost}, finishing ${chosen.finishIn} (${chosen.finish})`
        + `${late}; its bid leaves you ${chosen.leaves} of your budget.` };
  }
  return { rows, accepted: false, verdict: noBidVerdict(quote, rows) };
}

function noBidVerdict(quote: Quote, rows: BidRow[]): string {
  if (quote.reason === 'no site can finish by the deadline') {
    return 'No cluster can finish by the deadline. Allow more time, or give a lateness penalty so that a late bid '
      + 'can still win.';
  }
  if (rows.length === 0 || quote.reason === 'no site has enough processors') {
    return 'No cluster can take this job: none has a price posted and enough processors.';
  }
  const best = rows.reduce((a, b) => (b.leavesMicroGd > a.leavesMicroGd ? b : a));
  if (Number.isFinite(best.leavesMicroGd) && best.leavesMicroGd < 0) {
    return `No bid leaves you anything of your budget: the best, ${best.siteName}'s, leaves ${best.leaves}. `
      + 'Raise the budget or allow more time.';
  }
  return `No bid would be taken: ${plainBidWords(quote.reason ?? 'no reason given')}.`;
}

/** A job's lateness penalty in words: per second and per hour late, or none (a hard deadline). */
export function latenessPenaltyText(microPerSecond: number | null | undefined): string {
  return microPerSecond == null
    ? 'none: the job must finish by its deadline'
    : `${gd(microPerSecond)} per second late (${formatMicroGd(BigInt(microPerSecond) * 3600n)} G$ per hour)`;
}
