import type { StrategyView } from '../api/strategies';

/**
 * The market's abbreviations with a short explanation where they appear: hovering (or a screen reader)
 * gives the words, and the dotted underline says there is one.
 */
export const TERMS = {
  GFA: 'Grid Federation Agent: the broker at each cluster that finds a cluster for your job',
  DBC: 'Deadline and Budget Constrained scheduling: only clusters that finish by your deadline within your budget qualify',
  MI: 'million instructions: the size of a job; 1,000 MIPS runs 1,000 MI per second per processor',
  MIPS: 'million instructions per second: the speed of one processor',
  'µG$': 'micro grid dollars: one millionth of a G$, the smallest amount the ledger holds',
  'G$': 'grid dollars: the market\'s currency',
} as const;

export type TermName = keyof typeof TERMS;

export function isTermName(text: string): text is TermName {
  return Object.hasOwn(TERMS, text);
}

export function Term({ name }: { name: TermName }) {
  return <abbr title={TERMS[name]}>{name}</abbr>;
}

/**
 * A placement strategy's name with what it does, as the service describes it (GET /api/strategies): the strategies
 * are the registry's, so none is explained here by hand. Just the name while the descriptions are not known.
 */
export function StrategyName({ name, strategies }: { name: string; strategies?: readonly StrategyView[] }) {
  const description = strategies?.find((strategy) => strategy.name === name)?.description;
  return description ? <abbr title={description}>{name}</abbr> : <>{name}</>;
}

const TERMS_IN_TEXT = ['\\bGFA\\b', '\\bDBC\\b', '\\bMIPS\\b', '\\bMI\\b', 'µG\\$'];

/**
 * Text from the service (a strategy's basis: "… Grid Federation Agent (GFA) …") with its abbreviations
 * explained, and the names of {@code strategies} with what each does.
 */
export function WithTerms({ text, strategies }: { text: string; strategies?: readonly StrategyView[] }) {
  const names = (strategies ?? []).map((strategy) => `\\b${strategy.name.replace(/[^A-Za-z0-9_]/g, '\\$&')}\\b`);
  const parts = text.split(new RegExp(`(${[...TERMS_IN_TEXT, ...names].join('|')})`));
  return <>{parts.map((part, index) => (index % 2 === 0 ? part : isTermName(part)
    ? <Term key={index} name={part} /> : <StrategyName key={index} name={part} strategies={strategies} />))}</>;
}
