import type { NegotiationMessage, RedirectionChoice, RedirectionOutcome, RedirectionView } from '../api/peering';
import { formatPerProcessorHour } from './contracts';
import { formatDuration, secondsBetween } from './duration';
import { formatMicroGd } from './money';

/**
 * A quote's redirection (seed 000 §5.2, Fig. 3) in plain words: the home grid cannot take the job, so its
 * gateway negotiates with the grids it holds contracts with, one message at a time, and either a peer grid's
 * site runs it at the price the user pays (P) or the job is rejected.
 */

/** One negotiation message as a sentence, from the home gateway's point of view. */
export function negotiationStep(message: NegotiationMessage, homeGrid: string): string {
  const price = formatPerProcessorHour(message.microGdPerProcessorHour);
  const peer = `grid ${message.sellerGrid}`;
  const contract = `contract ${message.contractId}`;
  switch (message.kind) {
    case 'OFFER':
      return `Gateway ${homeGrid} offered ${peer} ${price} under ${contract}.`;
    case 'ACCEPT':
      return `Grid ${message.sellerGrid} accepted the offer at ${price} (${contract}).`;
    case 'COUNTER_OFFER':
      return `Grid ${message.sellerGrid} asked for more: a counter-offer at ${price} (${contract}).`;
    case 'REJECT':
      // Without a price the seller had no site to finish the job by its deadline (Redirection.Message).
      return message.microGdPerProcessorHour === null
        ? `Grid ${message.sellerGrid} rejected the offer (${contract}): no site there finishes the job by its deadline.`
        : `Grid ${message.sellerGrid} rejected the offer (${contract}).`;
    case 'COUNTER_ACCEPTED':
      return `Gateway ${homeGrid} took the counter-offer at ${price} (${contract}).`;
    case 'COUNTER_REFUSED':
      return `Gateway ${homeGrid} refused the counter-offer at ${price} (${contract}).`;
    default:
      return `${String((message as NegotiationMessage).kind)} under ${contract}.`;
  }
}

const OUTCOME_WORDS: Record<RedirectionOutcome, string> = {
  ACCEPTED: 'the peer grid accepted the offer',
  COUNTER_ACCEPTED: 'the home gateway took the peer grid\'s counter-offer',
  COUNTER_REFUSED: 'the home gateway refused the counter-offer',
  // The service's reason names each grid asked and why it refused (no site in time, the offer rejected, over budget).
  REJECTED: 'every grid asked refused it',
  HOME: 'no contract\'s lowest price was below the home grid\'s own cost, so nothing was offered',
  NO_CONTRACT: 'the home grid buys under no contract',
};

export function outcomeWords(outcome: RedirectionOutcome): string {
  return OUTCOME_WORDS[outcome] ?? outcome;
}

/** The home grid's own cost of the job per processor-hour: ∞ when it cannot run the job at all. */
export function homeCostText(redirection: Pick<RedirectionView, 'homeUnitCostMicroGdPerProcessorHour'>): string {
  const cost = redirection.homeUnitCostMicroGdPerProcessorHour;
  return cost === null ? '∞ (it cannot run the job at all)' : formatPerProcessorHour(cost);
}

export interface RedirectionSummary {
  /** Whether a peer grid's site would run the job. */
  redirected: boolean;
  /** One sentence: what the home gateway did with the job. */
  headline: string;
  /** The negotiation, one sentence per message, in order. */
  steps: string[];
  /** The peer grid's site and the money, when redirected. */
  outcome: string;
}

/**
 * The chosen site's name: the quote's own (the service sends the cluster's name), unless it is empty or only the
 * site's id (as the service sent before issue 32), then {@code siteName}'s (the page's names from GET /api/sites).
 */
export function chosenSiteName(chosen: Pick<RedirectionChoice, 'siteId' | 'siteName'>,
                               siteName: (id: number) => string = (id) => `site #${id}`): string {
  const own = chosen.siteName?.trim() ?? '';
  return own !== '' && own !== String(chosen.siteId) ? own : siteName(chosen.siteId);
}

/**
 * The whole redirection for the quote preview. {@code formatTime} shows a model time; the site's owner's
 * share (S) is said beside what the user pays (P), since the gateway keeps or adds the difference.
 */
export function redirectionSummary(redirection: RedirectionView, formatTime: (iso: string) => string,
                                   siteName?: (id: number) => string): RedirectionSummary {
  const home = redirection.homeGrid;
  const steps = redirection.trail.map((message) => negotiationStep(message, home));
  const chosen = redirection.chosen;
  if (chosen) {
    const site = chosenSiteName(chosen, siteName);
    return {
      redirected: true,
      headline: `Your home grid ${home} cannot take this job, so its gateway redirects it to grid ${chosen.sellerGrid} `
        + `under contract ${chosen.contractId}.`,
      steps,
      outcome: `${site} in grid ${chosen.sellerGrid} would run it from ${formatTime(chosen.startAt)} to `
        + `${formatTime(chosen.finishAt)}. You pay ${formatMicroGd(chosen.priceMicroGd)} G$ `
        + `(${formatPerProcessorHour(chosen.microGdPerProcessorHour)}), held from your wallet by gateway ${home}; `
        + `the owner of ${site} receives ${formatMicroGd(chosen.sitePriceMicroGd)} G$.`,
    };
  }
  return {
    redirected: false,
    headline: `Your home grid ${home} cannot take this job, and no peer grid would run it: ${outcomeWords(redirection.outcome)}.`,
    steps,
    outcome: `The job would be rejected: ${sentence(redirection.reason)}`,
  };
}

/** The quote's verdict for a redirected job (the home grid's own DBC answer has no site). */
export function redirectedVerdict(redirection: RedirectionView, nowIso: string,
                                  formatTime: (iso: string) => string, siteName?: (id: number) => string): string {
  const chosen = redirection.chosen;
  if (!chosen) {
    const why = sentence(redirection.reason);
    return `Rejected: your grid ${redirection.homeGrid} cannot take it and no peer grid would. ${why.charAt(0).toUpperCase()}${why.slice(1)}`;
  }
  return `Redirected to grid ${chosen.sellerGrid}: ${chosenSiteName(chosen, siteName)} would run it for ${formatMicroGd(chosen.priceMicroGd)} G$, `
    + `finishing in ${formatDuration(secondsBetween(nowIso, chosen.finishAt))} (${formatTime(chosen.finishAt)}).`;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') {
    return 'no reason given.';
  }
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
