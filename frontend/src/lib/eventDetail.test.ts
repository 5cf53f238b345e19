import { describe, expect, it } from 'vitest';
import { readableDetail } from './eventDetail';

describe('readableDetail', () => {
  it('shows charges in G$ as well as exactly in µG$, and durations as every page does', () => {
    expect(readableDetail('cancelled after 6967 of 100000 s; charged 6967000000 µG$'))
      .toBe('cancelled after 1 h 56 min of 27 h 46 min; charged 6,967.00 G$ (6,967,000,000 µG$)');
  });

  it('reads a preemption\'s overhead and a resumed lease\'s as durations, never as "73,506.214 s"', () => {
    expect(readableDetail('preempted to start local job 42, the cluster owner\'s own work; the cluster\'s policy '
      + 'interrupts the fewest jobs (1 job); overhead 73506.214 s, the owner\'s cost: suspended; resumes at its new plan'))
      .toBe('preempted to start local job 42, the cluster owner\'s own work; the cluster\'s policy interrupts the fewest '
        + 'jobs (1 job); overhead 20 h 25 min, the owner\'s cost: suspended; resumes at its new plan');
    expect(readableDetail('resumed after 1 preemption(s); first pays 290 s of overhead'))
      .toBe('resumed after 1 preemption(s); first pays 4 min 50 s of overhead');
    expect(readableDetail('cancelled after 45 s of work; charged 0 µG$'))
      .toBe('cancelled after 45 s of work; charged 0.00 G$ (0 µG$)');
    expect(readableDetail('overhead 0.289 s')).toBe('overhead less than 1 s');
  });

  it('never shows an internal account id', () => {
    expect(readableDetail('insufficient funds: account 13 has insufficient available funds'))
      .toBe('insufficient funds: your wallet has too few G$ available');
  });

  it("shows a negotiation's prices per processor-hour as the other pages do", () => {
    expect(readableDetail('offer to grid south under contract 3 at 1.050000 G$/processor-hour'))
      .toBe('offer to grid south under contract 3 at 1.05 G$ per processor-hour');
    expect(readableDetail('grid south countered at 3.710351 G$/processor-hour'))
      .toBe('grid south countered at 3.710351 G$ per processor-hour');
    expect(readableDetail('redirected from grid west to grid south under contract 3 at 1.050000 G$/processor-hour: '
      + "site 7; the site's owner receives 92.160000 G$ from gateway:south"))
      .toBe('redirected from grid west to grid south under contract 3 at 1.05 G$ per processor-hour: '
        + "site 7; the site's owner receives 92.16 G$ from gateway south");
  });

  it('leaves other details alone', () => {
    expect(readableDetail('placed on site 5')).toBe('placed on site 5');
  });
});
