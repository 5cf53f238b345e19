/**
 * The market's abbreviations with a short explanation where they appear: hovering (or a screen reader)
 * gives the words, and the dotted underline says there is one.
 */
export const TERMS = {
  GFA: 'Grid Federation Agent: the broker at each cluster that finds a cluster for your job',
  DBC: 'Deadline and Budget Constrained scheduling: only clusters that finish by your deadline within your budget qualify',
  OFT: 'Optimise For Time: the fastest cluster whose price is within your budget',
  OFC: 'Optimise For Cost: the cheapest cluster that still meets your deadline',
  TENDER: 'Tender: every cluster bids a start, a finish and a cost; you get the bid that leaves you the most of your budget after any lateness penalty',
  QUEUE: 'Queue: the job waits its turn in the federation\'s queue and starts as soon as a cluster can run it within your budget and deadline; no start time is promised',
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

const IN_TEXT = /(\bGFA\b|\bDBC\b|\bOFT\b|\bOFC\b|\bTENDER\b|\bQUEUE\b|\bMIPS\b|\bMI\b|µG\$)/;

/** Text from the service ("submitted to the GFA of site 5") with its abbreviations explained. */
export function WithTerms({ text }: { text: string }) {
  const parts = text.split(IN_TEXT);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <Term key={index} name={part as TermName} /> : part))}</>;
}
