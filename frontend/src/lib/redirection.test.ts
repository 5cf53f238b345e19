import { describe, expect, it } from 'vitest';
import type { NegotiationMessage, RedirectionView } from '../api/peering';
import { chosenSiteName, homeCostText, negotiationStep, redirectedVerdict, redirectionSummary } from './redirection';

const time = (iso: string) => iso.slice(11, 16);
const NOW = '2026-11-26T10:00:00Z';
const message = (kind: NegotiationMessage['kind'], micro: number | null = 1_050_000): NegotiationMessage =>
  ({ kind, contractId: 3, sellerGrid: 'south', microGdPerProcessorHour: micro });

const redirected: RedirectionView = {
  homeGrid: 'west', outcome: 'COUNTER_ACCEPTED', homeUnitCostMicroGdPerProcessorHour: null,
  trail: [message('OFFER', 1_000_000), message('COUNTER_OFFER', 1_200_000), message('COUNTER_ACCEPTED', 1_200_000)],
  chosen: { contractId: 3, sellerGrid: 'south', siteId: 3, siteName: 'LANL CM5', microGdPerProcessorHour: 1_200_000,
    priceMicroGd: 34_133_333, priceGd: '34.133333', sitePriceMicroGd: 25_600_000, startAt: '2026-11-26T10:00:00Z',
    finishAt: '2026-11-26T11:30:00Z' },
  reason: 'no site of grid west has 1024 processors',
};

describe('negotiationStep', () => {
  it.each([
    ['OFFER', 'Gateway west offered grid south 1.05 G$ per processor-hour under contract 3.'],
    ['ACCEPT', 'Grid south accepted the offer at 1.05 G$ per processor-hour (contract 3).'],
    ['COUNTER_OFFER', 'Grid south asked for more: a counter-offer at 1.05 G$ per processor-hour (contract 3).'],
    ['REJECT', 'Grid south rejected the offer (contract 3).'],
    ['COUNTER_ACCEPTED', 'Gateway west took the counter-offer at 1.05 G$ per processor-hour (contract 3).'],
    ['COUNTER_REFUSED', 'Gateway west refused the counter-offer at 1.05 G$ per processor-hour (contract 3).'],
  ] as const)('says %s in plain words', (kind, text) => {
    expect(negotiationStep(message(kind), 'west')).toBe(text);
  });

  it('says a rejection without a price means no site there meets the deadline', () => {
    expect(negotiationStep(message('REJECT', null), 'west'))
      .toBe('Grid south rejected the offer (contract 3): no site there finishes the job by its deadline.');
  });

  it('says ∞ for a price that offers nothing', () => {
    expect(negotiationStep(message('COUNTER_OFFER', null), 'west')).toContain('∞ (nothing offered)');
  });
});

describe('homeCostText', () => {
  it("is ∞ when the home grid cannot run the job, else its cost per processor-hour", () => {
    expect(homeCostText({ homeUnitCostMicroGdPerProcessorHour: null })).toBe('∞ (it cannot run the job at all)');
    expect(homeCostText({ homeUnitCostMicroGdPerProcessorHour: 2_500_000 })).toBe('2.50 G$ per processor-hour');
  });
});

describe('redirectionSummary', () => {
  it('names the peer grid, the contract, the site, what the user pays and what the owner receives', () => {
    const summary = redirectionSummary(redirected, time);
    expect(summary.redirected).toBe(true);
    expect(summary.headline).toBe('Your home grid west cannot take this job, so its gateway redirects it to grid south under contract 3.');
    expect(summary.steps).toHaveLength(3);
    expect(summary.outcome).toBe('LANL CM5 in grid south would run it from 10:00 to 11:30. You pay 34.133333 G$ '
      + '(1.20 G$ per processor-hour), held from your wallet by gateway west; the owner of LANL CM5 receives 25.60 G$.');
  });

  it('says why a job no peer grid takes would be rejected, naming every grid asked', () => {
    const reason = 'grid north: no site there can finish the job by its deadline; grid south: rejected the offer';
    const summary = redirectionSummary({ ...redirected, outcome: 'REJECTED', chosen: null,
      trail: [message('OFFER'), message('REJECT')], reason }, time);
    expect(summary.redirected).toBe(false);
    expect(summary.headline).toBe('Your home grid west cannot take this job, and no peer grid would run it: every grid asked refused it.');
    expect(summary.outcome).toBe('The job would be rejected: grid north: no site there can finish the job by its '
      + 'deadline; grid south: rejected the offer.');
  });

  it('says a grid without contracts has nobody to ask', () => {
    const summary = redirectionSummary({ ...redirected, outcome: 'NO_CONTRACT', chosen: null, trail: [],
      reason: 'grid west has no contract.' }, time);
    expect(summary.steps).toEqual([]);
    expect(summary.headline).toContain('the home grid buys under no contract');
    expect(summary.outcome).toBe('The job would be rejected: grid west has no contract.');
  });
});

describe('chosenSiteName', () => {
  const names = (id: number) => (id === 3 ? 'LANL CM5' : `site #${id}`);

  it("keeps the quote's own name", () => {
    expect(chosenSiteName({ siteId: 3, siteName: 'LANL CM5 (south)' }, names)).toBe('LANL CM5 (south)');
  });

  it('names a site the quote gives only by its id from the directory', () => {
    expect(chosenSiteName({ siteId: 3, siteName: '3' }, names)).toBe('LANL CM5');
    expect(chosenSiteName({ siteId: 3, siteName: '' }, names)).toBe('LANL CM5');
    expect(chosenSiteName({ siteId: 9, siteName: '9' })).toBe('site #9');
  });

  it('uses the directory name in the summary and the verdict', () => {
    const byId = { ...redirected, chosen: { ...redirected.chosen!, siteName: '3' } };
    expect(redirectionSummary(byId, time, names).outcome).toContain('LANL CM5 in grid south would run it');
    expect(redirectedVerdict(byId, NOW, time, names)).toContain(': LANL CM5 would run it');
  });
});

describe('redirectedVerdict', () => {
  it('names the serving grid, site, price and finish', () => {
    expect(redirectedVerdict(redirected, NOW, time))
      .toBe('Redirected to grid south: LANL CM5 would run it for 34.133333 G$, finishing in 1 h 30 min (11:30).');
  });

  it('says a rejection and why', () => {
    expect(redirectedVerdict({ ...redirected, chosen: null, reason: 'grid south rejected the offer' }, NOW, time))
      .toBe('Rejected: your grid west cannot take it and no peer grid would. Grid south rejected the offer.');
    expect(redirectedVerdict({ ...redirected, chosen: null, reason: '' }, NOW, time))
      .toBe('Rejected: your grid west cannot take it and no peer grid would. No reason given.');
  });
});
