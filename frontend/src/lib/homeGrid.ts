import type { StrategyView } from '../api/strategies';
import { namesInWords } from './strategies';

/** Where the caller's jobs start (GET /api/me): their home cluster and its grid, or none. */
export interface Home {
  homeSiteName: string | null;
  homeGrid: string | null;
}

/**
 * Which clusters each strategy chooses among, for the New job page, from the strategies' own facts (GET
 * /api/strategies' choosesInHomeGrid) and the caller's home grid: "OFC and OFT choose among your grid west's
 * clusters; other grids only through contracts. TENDER and QUEUE choose among every grid's clusters." Names no
 * strategy itself. Undefined until both are known.
 */
export function homeGridLine(strategies: readonly StrategyView[] | undefined, home: Home | undefined): string | undefined {
  if (!strategies || !home) {
    return undefined;
  }
  const inGrid = strategies.filter((strategy) => strategy.choosesInHomeGrid).map((strategy) => strategy.name);
  const anywhere = strategies.filter((strategy) => !strategy.choosesInHomeGrid).map((strategy) => strategy.name);
  const verb = (names: string[]) => (names.length === 1 ? 'chooses' : 'choose');
  if (home.homeGrid === null) {
    return 'You have no home grid: every strategy chooses among every grid\'s clusters.';
  }
  const parts = [`Your home grid is ${home.homeGrid}${home.homeSiteName ? ` (your jobs start at ${home.homeSiteName})` : ''}.`];
  if (inGrid.length > 0) {
    parts.push(`${namesInWords(inGrid)} ${verb(inGrid)} among your grid ${home.homeGrid}'s clusters; other grids `
      + 'only through contracts.');
  }
  if (anywhere.length > 0) {
    parts.push(`${namesInWords(anywhere)} ${verb(anywhere)} among every grid's clusters.`);
  }
  return parts.join(' ');
}
