import { describe, expect, it } from 'vitest';
import { readableDetail } from './eventDetail';

describe('readableDetail', () => {
  it('shows charges in G$ as well as exactly in µG$, and groups seconds', () => {
    expect(readableDetail('cancelled after 6967 of 100000 s; charged 6967000000 µG$'))
      .toBe('cancelled after 6,967 of 100,000 s; charged 6,967.00 G$ (6,967,000,000 µG$)');
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
