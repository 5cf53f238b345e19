import { describe, expect, it } from 'vitest';
import { homeGridLine } from './homeGrid';
import { STRATEGIES } from './strategies.fixture';

describe('the home grid on New job', () => {
  it('says which strategies choose in the home grid, from the strategies\' facts', () => {
    expect(homeGridLine(STRATEGIES, { homeSiteName: 'CTC SP2', homeGrid: 'west' })).toBe(
      'Your home grid is west (your jobs start at CTC SP2). OFC and OFT choose among your grid west\'s clusters; '
      + 'other grids only through contracts. TENDER and QUEUE choose among every grid\'s clusters.');
  });

  it('follows the service, not the names: a renamed strategy reads the same way', () => {
    const renamed = STRATEGIES.slice(0, 1).map((strategy) => ({ ...strategy, name: 'CHEAP' }));
    expect(homeGridLine(renamed, { homeSiteName: null, homeGrid: 'south' }))
      .toBe('Your home grid is south. CHEAP chooses among your grid south\'s clusters; other grids only through contracts.');
  });

  it('says so when the user has no home grid, and waits for both answers', () => {
    expect(homeGridLine(STRATEGIES, { homeSiteName: null, homeGrid: null }))
      .toBe('You have no home grid: every strategy chooses among every grid\'s clusters.');
    expect(homeGridLine(undefined, { homeSiteName: null, homeGrid: 'west' })).toBeUndefined();
    expect(homeGridLine(STRATEGIES, undefined)).toBeUndefined();
  });
});
