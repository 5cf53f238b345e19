import type { Problem } from '../api/problem';

/** One line of a refused trace, as the service names it (a 422 of type bad-trace). */
export interface TraceLine {
  line: number;
  problem: string;
}

/**
 * The bad lines of a refused upload (problem type ending in "bad-trace", its lines[]), in line order; undefined
 * for any other problem. A bad-trace problem without lines[] gives none (its detail still names them).
 */
export function badTraceLinesOf(problem: Problem): TraceLine[] | undefined {
  if (!/(^|\/)bad-trace$/.test(problem.type)) {
    return undefined;
  }
  const lines = (problem as Problem & { lines?: unknown }).lines;
  if (!Array.isArray(lines)) {
    return [];
  }
  return lines
    .filter((entry): entry is TraceLine => typeof entry === 'object' && entry !== null
      && Number.isInteger(entry.line) && typeof entry.problem === 'string')
    .sort((a, b) => a.line - b.line);
}
