import { describe, expect, it } from 'vitest';
import type { Candidate, Quote } from '../api/types';
import { quotePreviewOf, queueVerdictOf } from './quoteView';

const NOW = '2026-11-21T22:00:00Z';
const names = new Map([[1, 'CTC SP2'], [2, 'KTH SP2']]);
const name = (id: number) => names.get(id) ?? `site #${id}`;
const time = (iso: string) => iso.slice(11, 16);

function candidate(rank: number, siteId: number, change: Partial<Candidate> = {}): Candidate {
  return { rank, siteId, costMicroGd: 1_500_000, costGd: '1.500000', estimatedStart: NOW,
    estimatedFinish: '2026-11-21T23:00:00Z', withinBudget: true, meetsDeadline: true, chosen: false, why: null, bid: null,
    ...change };
}

const none = { strategy: 'OFC', leaseType: 'NON_PREEMPTABLE', leaseOptions: null, redirection: null, chosenSiteId: null,
  earliestFeasibleFinish: null, cheapestFeasibleCostMicroGd: null, reason: null } as const;

describe('quotePreviewOf', () => {
  it('lists the candidates in order with names, costs and finishes, and names the chosen one', () => {
    const quote: Quote = { ...none, chosenSiteId: 2, candidates: [
      candidate(1, 1, { meetsDeadline: false, estimatedFinish: '2026-11-22T01:30:00Z' }),
      candidate(2, 2, { chosen: true, costMicroGd: 2_000_000_000 }),
      candidate(3, 9, { withinBudget: false, meetsDeadline: false }),
    ] };
    const preview = quotePreviewOf(quote, name, NOW, time, false);
    expect(preview.accepted).toBe(true);
    expect(preview.rows.map((row) => [row.rank, row.siteName, row.cost, row.finish, row.finishIn, row.note])).toEqual([
      [1, 'CTC SP2', '1.50 G$', '01:30', 'in 3 h 30 min', 'misses the deadline'],
      [2, 'KTH SP2', '2,000.00 G$', '23:00', 'in 1 h', 'chosen'],
      [3, 'site #9', '1.50 G$', '23:00', 'in 1 h', 'over budget, misses the deadline'],
    ]);
    expect(preview.verdict).toBe('KTH SP2 would run it for 2,000.00 G$, finishing in 1 h (23:00).');
  });

  it('says a cost beyond any budget in words (the service sends no number for it)', () => {
    const quote: Quote = { ...none, reason: 'budget too small', candidates: [
      candidate(1, 1, { costMicroGd: null, costGd: null, withinBudget: false }),
    ] };
    expect(quotePreviewOf(quote, name, NOW, time, false).rows[0].cost).toBe('beyond any budget');
  });

  it('explains an unreachable deadline with the earliest feasible finish', () => {
    const quote: Quote = { ...none, reason: 'deadline unreachable', earliestFeasibleFinish: '2026-11-22T00:15:00Z',
      candidates: [candidate(1, 1, { meetsDeadline: false })] };
    const preview = quotePreviewOf(quote, name, NOW, time, false);
    expect(preview.accepted).toBe(false);
    expect(preview.verdict).toBe('No cluster can finish by the deadline; the earliest finish is 00:15 (in 2 h 15 min). '
      + 'Allow more time.');
  });

  it('explains a small budget with the cheapest feasible cost', () => {
    const quote: Quote = { ...none, reason: 'budget too small', cheapestFeasibleCostMicroGd: 200_000_001,
      candidates: [candidate(1, 1, { withinBudget: false, costMicroGd: 200_000_001, costGd: '200.000001' })] };
    expect(quotePreviewOf(quote, name, NOW, time, false).verdict)
      .toBe('The budget is too small; the cheapest cluster that meets the deadline, CTC SP2, costs 200.000001 G$.');
  });

  it('falls back to the service\'s cheapest feasible cost when no shown candidate has one', () => {
    const quote: Quote = { ...none, reason: 'budget too small', cheapestFeasibleCostMicroGd: 200_000_001,
      candidates: [candidate(1, 1, { withinBudget: false, costMicroGd: null, costGd: null })] };
    expect(quotePreviewOf(quote, name, NOW, time, false).verdict)
      .toBe('The budget is too small; the cheapest cluster that meets the deadline costs 200.000001 G$.');
  });

  it('says so when no cluster is a candidate at all', () => {
    expect(quotePreviewOf({ ...none, reason: 'deadline unreachable', candidates: [] }, name, NOW, time, false).verdict)
      .toMatch(/No cluster can take this job/);
  });
});

describe('the cheapest candidate', () => {
  it('is the lowest cost shown among those meeting the deadline, not the first in the list', () => {
    // Seed 004's OFC lists by price per MI; the preview's "cheapest" must agree with the costs it shows.
    const quote: Quote = { ...none, reason: 'budget too small', cheapestFeasibleCostMicroGd: 999_000_000,
      candidates: [
        candidate(1, 1, { withinBudget: false, costMicroGd: 3_000_000, costGd: '3.000000' }),
        candidate(2, 2, { withinBudget: false, costMicroGd: 2_500_000, costGd: '2.500000' }),
        candidate(3, 9, { withinBudget: false, meetsDeadline: false, costMicroGd: 1_000_000, costGd: '1.000000' }),
      ] };
    const preview = quotePreviewOf(quote, name, NOW, time, false);
    expect(preview.rows.map((row) => row.cheapest)).toEqual([false, true, false]);
    expect(preview.rows[1].note).toBe('over budget, the cheapest that meets the deadline');
    expect(preview.verdict).toBe('The budget is too small; the cheapest cluster that meets the deadline, KTH SP2, '
      + 'costs 2.50 G$.');
  });
});

describe('the strategy\'s reasons', () => {
  it('are shown as the strategy gives them, whatever the strategy', () => {
    const quote: Quote = { ...none, strategy: 'OFC', candidates: [
      candidate(1, 1, { meetsDeadline: false, why: 'cannot finish by the deadline' }),
      candidate(2, 2, { why: 'feasible, but site 3 comes first in the cheapest order' }),
    ] };
    const preview = quotePreviewOf(quote, name, NOW, time, false);
    expect(preview.rows[0].note).toBe('cannot finish by the deadline');
    expect(preview.rows[1].note).toBe('feasible, but site 3 comes first in the cheapest order, '
      + 'the cheapest that meets the deadline');
  });
});

describe('quotePreviewOf for a strategy that waits in the queue', () => {
  it('reads a quote that chooses no cluster as a wait, whatever the strategy is named', () => {
    const quote: Quote = { ...none, strategy: 'LINE_UP', reason: 'it would wait in the federation queue at position 1',
      candidates: [candidate(1, 1, { withinBudget: false })] };
    expect(quotePreviewOf(quote, name, NOW, time, true)).toMatchObject({ accepted: true,
      verdict: 'It would wait in the federation queue at position 1.' });
    expect(quotePreviewOf(quote, name, NOW, time, false).accepted).toBe(false);
  });

  it('calls no row the cheapest and says what the allocation method optimises beside the chosen cluster', () => {
    // Issue 32: QUEUE chose KTH SP2 at 20.65 G$ while CTC SP2, cheaper, was called "the cheapest that meets the deadline".
    const reason = 'TAI2 would start it now on KTH SP2: it picks by turnaround time, not by price';
    const quote: Quote = { ...none, strategy: 'QUEUE', chosenSiteId: 2, reason, candidates: [
      candidate(1, 2, { chosen: true, costMicroGd: 20_650_000, why: 'can start it now; TAI2\'s choice' }),
      candidate(2, 1, { costMicroGd: 9_880_000, why: 'can start it now' }),
    ] };
    const preview = quotePreviewOf(quote, name, NOW, time, true);
    expect(preview.rows.map((row) => [row.siteName, row.cheapest, row.note])).toEqual([
      ['KTH SP2', false, 'chosen'],
      ['CTC SP2', false, 'can start it now'],
    ]);
    expect(preview.verdict).toBe('KTH SP2 would run it for 20.65 G$, finishing in 1 h (23:00). TAI2 would start it '
      + 'now on KTH SP2: it picks by turnaround time, not by price.');
  });
});

describe('queueVerdictOf', () => {
  it('reads a wait in the queue as accepted, in a sentence', () => {
    expect(queueVerdictOf('it would wait in the federation queue at position 3, behind 2 jobs needing 8 processors '
      + '(first come, first served)')).toEqual({ accepted: true, verdict: 'It would wait in the federation queue at '
        + 'position 3, behind 2 jobs needing 8 processors (first come, first served).' });
    expect(queueVerdictOf('TAI2 would start it now on site 4')).toEqual({ accepted: true,
      verdict: 'TAI2 would start it now on site 4.' });
  });

  it('reads a job no cluster can ever serve as rejected', () => {
    expect(queueVerdictOf('rejected: no priced site has 600000 processors')).toEqual({ accepted: false,
      verdict: 'Rejected: no priced site has 600000 processors.' });
  });
});
