import type { ComparedFigure, ComparedHeadline } from '../api/experiments';
import { formatFigure } from './researchRuns';

/**
 * The comparison of two runs as the compare page shows it: figures that moved (in the service's order, largest
 * relative change first), figures only one run has, and the number that did not move; each change in words.
 */
export type Movement = 'up' | 'down' | 'same' | 'only-a' | 'only-b';

export function movementOf(figure: ComparedFigure): Movement {
  if (figure.a == null) {
    return 'only-b';
  }
  if (figure.b == null) {
    return 'only-a';
  }
  const delta = figure.delta ?? figure.b - figure.a;
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
}

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const signed = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4, signDisplay: 'exceptZero' });

/**
 * The change from run A to run B: "+1.6 (+1.9 %)", "−2 (−50 %)", "+3 (was 0)", "no change",
 * "only in run 12".
 */
export function changeWords(figure: ComparedFigure, aId: number, bId: number): string {
  switch (movementOf(figure)) {
    case 'only-a':
      return `only in run ${aId}`;
    case 'only-b':
      return `only in run ${bId}`;
    case 'same':
      return 'no change';
    default: {
      const delta = figure.delta ?? (figure.b as number) - (figure.a as number);
      const relative = figure.relative ?? (figure.a === 0 ? null : delta / Math.abs(figure.a as number));
      const share = relative == null || !Number.isFinite(relative) ? `was ${formatFigure(figure.a)}`
        : `${percent.format(relative * 100)} %`;
      return `${signed.format(delta)} (${share})`;
    }
  }
}

export interface ComparedFigures {
  moved: ComparedFigure[];
  onlyOne: ComparedFigure[];
  unchanged: ComparedFigure[];
}

/** The figures split by how they moved, each part in the service's order. */
export function splitFigures(figures: readonly ComparedFigure[]): ComparedFigures {
  const split: ComparedFigures = { moved: [], onlyOne: [], unchanged: [] };
  for (const figure of figures) {
    const movement = movementOf(figure);
    (movement === 'same' ? split.unchanged : movement === 'only-a' || movement === 'only-b' ? split.onlyOne
      : split.moved).push(figure);
  }
  return split;
}

/** Headlines whose verdict differs between the runs (one of them may have none). */
export function changedVerdicts(headlines: readonly ComparedHeadline[]): ComparedHeadline[] {
  return headlines.filter((headline) => headline.a !== headline.b);
}

/** A run id from the address (?a=12): a positive whole number, else undefined. */
export function runIdOf(text: string | null): number | undefined {
  return text !== null && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}

/** "1 figure did not move", "3 figures did not move". */
export function unchangedWords(count: number): string {
  return count === 1 ? '1 figure did not move' : `${count} figures did not move`;
}

/** "Every verdict is the same in both runs.", "1 of 4 verdicts differs.", "2 of 4 verdicts differ." */
export function verdictChangeWords(changed: number, total: number): string {
  if (changed === 0) {
    return 'Every verdict is the same in both runs.';
  }
  return `${changed} of ${total} ${total === 1 ? 'verdict' : 'verdicts'} ${changed === 1 ? 'differs' : 'differ'}.`;
}
