import { describe, expect, it } from 'vitest';
import { NO_HOLD } from './quoteHold';
import type { Bid, Candidate, Quote } from '../api/types';
import { isTenderQuote, lateByText, latenessPenaltyText, plainBidWords, tenderPreviewOf } from './bids';
import { plainRejection } from './funds';
import { STRATEGIES } from './strategies.fixture';

const NOW = '2026-11-21T22:00:00Z';
const names = new Map([[1, 'CTC SP2'], [2, 'KTH SP2'], [3, 'LANL Origin']]);
const name = (id: number) => names.get(id) ?? `site #${id}`;
const time = (iso: string) => iso.slice(11, 16);

function bid(change: Partial<Bid> = {}): Bid {
  return { tardinessSeconds: 0, penaltyMicroGd: 0, penaltyGd: '0.000000', utilityMicroGd: 95_560_000,
    utilityGd: '95.560000', awardRank: 1, ...change };
}

function candidate(rank: number, siteId: number, change: Partial<Candidate> = {}): Candidate {
  return { rank, siteId, costMicroGd: 154_440_000, costGd: '154.440000', estimatedStart: NOW,
    estimatedFinish: '2026-11-21T23:00:00Z', withinBudget: true, meetsDeadline: true, chosen: false, why: null,
    bid: bid(), ...change };
}

const tender = (candidates: Candidate[], change: Partial<Quote> = {}): Quote => ({ ...NO_HOLD, strategy: 'TENDER',
  candidates,
  chosenSiteId: candidates.find((c) => c.chosen)?.siteId ?? null, reason: null, earliestFeasibleFinish: null,
  cheapestFeasibleCostMicroGd: null, leaseType: 'NON_PREEMPTABLE', leaseOptions: null, redirection: null, ...change });

describe('tenderPreviewOf', () => {
  const quote = tender([
    candidate(1, 1, { costMicroGd: 260_000_000, bid: bid({ utilityMicroGd: -3_000_000, utilityGd: '-3.000000',
      awardRank: null }), why: 'leaves −3.00 G$: not taken' }),
    candidate(2, 2, { estimatedStart: '2026-11-21T22:30:00Z', estimatedFinish: '2026-11-21T23:10:00Z',
      bid: bid({ tardinessSeconds: 600, penaltyMicroGd: 30_000_000, penaltyGd: '30.000000',
        utilityMicroGd: 65_560_000, utilityGd: '65.560000', awardRank: 2 }) }),
    candidate(3, 3, { chosen: true, why: 'best bid: leaves 95.56 G$' }),
  ]);

  it('lists every bid in award order, the ones not taken last', () => {
    const preview = tenderPreviewOf(quote, name, NOW, time);
    expect(preview.rows.map((row) => [row.awardOrder, row.siteName, row.startIn, row.finishIn, row.cost, row.lateBy,
      row.penalty, row.leaves, row.note])).toEqual([
      ['1', 'LANL Origin', 'now', 'in 1 h', '154.44 G$', 'on time', '0.00 G$', '95.56 G$', '✓ chosen'],
      ['2', 'KTH SP2', 'in 30 min', 'in 1 h 10 min', '154.44 G$', '10 min', '30.00 G$', '65.56 G$',
        'if the ones before refuse'],
      ['not taken', 'CTC SP2', 'now', 'in 1 h', '260.00 G$', 'on time', '0.00 G$', '−3.00 G$',
        'not taken: leaves less than nothing'],
    ]);
    expect(preview.rows.map((row) => [row.start, row.finish])[1]).toEqual(['22:30', '23:10']);
  });

  it('names the chosen bid and what it leaves you', () => {
    const preview = tenderPreviewOf(quote, name, NOW, time);
    expect(preview.accepted).toBe(true);
    expect(preview.verdict).toBe('LANL Origin would run it for 154.44 G$, finishing in 1 h (23:00); '
      + 'its bid leaves you 95.56 G$ of your budget.');
  });

  it('says how late the chosen bid finishes and what that costs', () => {
    const late = tender([candidate(1, 2, { chosen: true, bid: bid({ tardinessSeconds: 90, penaltyMicroGd: 4_500_000,
      penaltyGd: '4.500000', utilityMicroGd: 91_060_000 }) })]);
    expect(tenderPreviewOf(late, name, NOW, time).verdict).toBe('KTH SP2 would run it for 154.44 G$, finishing in 1 h '
      + '(23:00), 1 min 30 s late (a penalty of 4.50 G$); its bid leaves you 91.06 G$ of your budget.');
  });

  it('explains why no bid is taken, with the best one', () => {
    const none = tender([
      candidate(1, 1, { bid: bid({ utilityMicroGd: -12_000_000, awardRank: null }) }),
      candidate(2, 2, { bid: bid({ utilityMicroGd: -40_000_000, awardRank: null }) }),
    ], { reason: 'no bid with non-negative utility (best leaves −12.00 G$)' });
    const preview = tenderPreviewOf(none, name, NOW, time);
    expect(preview.accepted).toBe(false);
    expect(preview.verdict).toBe("No bid leaves you anything of your budget: the best, CTC SP2's, leaves −12.00 G$. "
      + 'Raise the budget or allow more time.');
    expect(preview.rows.map((row) => row.note)).toEqual(['not taken: leaves less than nothing',
      'not taken: leaves less than nothing']);
  });

  it('says so when no cluster can finish by a hard deadline', () => {
    expect(tenderPreviewOf(tender([], { reason: 'no site can finish by the deadline' }), name, NOW, time).verdict)
      .toBe('No cluster can finish by the deadline. Allow more time, or give a lateness penalty so that a late bid '
        + 'can still win.');
  });

  it('names the clusters the service\'s reasons mention', () => {
    const named = tender([candidate(1, 1, { chosen: true }),
      candidate(2, 2, { why: 'cannot finish by the deadline, unlike site 1', bid: null })]);
    expect(tenderPreviewOf(named, name, NOW, time).rows[1].note).toBe('cannot finish by the deadline, unlike CTC SP2');
  });

  it('says so when no cluster has enough processors', () => {
    expect(tenderPreviewOf(tender([], { reason: 'no site has enough processors' }), name, NOW, time).verdict)
      .toBe('No cluster can take this job: none has a price posted and enough processors.');
  });

  it('passes another reason on without paper terms', () => {
    const odd = tender([candidate(1, 1, { bid: null })], { reason: 'utility undefined' });
    const preview = tenderPreviewOf(odd, name, NOW, time);
    expect(preview.verdict).toBe('No bid would be taken: what it leaves you undefined.');
    expect(preview.rows[0].leaves).toBe('—');
  });
});

describe('tender words', () => {
  it('tells a tender quote from DBC\'s', () => {
    expect(isTenderQuote(tender([]), STRATEGIES)).toBe(true);
    expect(isTenderQuote(tender([candidate(1, 1, { bid: null })]), STRATEGIES)).toBe(true);
    expect(isTenderQuote({ ...tender([candidate(1, 1, { bid: null })]), strategy: 'OFC' }, STRATEGIES)).toBe(false);
    expect(isTenderQuote({ ...tender([candidate(1, 1)]), strategy: 'OFC' }, STRATEGIES)).toBe(true);
    // A strategy known only by the facts the service gives: no name in the web app decides.
    const auction = [{ name: 'AUCTION', description: 'Sites bid.', options: [], waitsInQueue: false, collectsBids: true,
      choosesInHomeGrid: false, basis: '' }];
    expect(isTenderQuote({ ...tender([]), strategy: 'AUCTION' }, auction)).toBe(true);
    expect(isTenderQuote(tender([]), auction)).toBe(false);
  });

  it('rephrases the service\'s reasons, also in a rejection', () => {
    expect(plainBidWords('no bid with non-negative utility (best leaves −12.00 G$)'))
      .toBe('no bid leaves you anything of your budget (the best leaves −12.00 G$)');
    expect(plainBidWords('no bid with non-negative utility')).toBe('no bid leaves you anything of your budget');
    expect(plainRejection('rejected: no bid with non-negative utility (best leaves −1.00 G$)'))
      .toBe('rejected: no bid leaves you anything of your budget (the best leaves −1.00 G$)');
  });

  it('says how late and what lateness costs', () => {
    expect(lateByText(0)).toBe('on time');
    expect(lateByText(-5)).toBe('on time');
    expect(lateByText(3720)).toBe('1 h 2 min');
    expect(latenessPenaltyText(null)).toBe('none: the job must finish by its deadline');
    expect(latenessPenaltyText(undefined)).toBe('none: the job must finish by its deadline');
    expect(latenessPenaltyText(10_000)).toBe('0.01 G$ per second late (36.00 G$ per hour)');
  });
});
