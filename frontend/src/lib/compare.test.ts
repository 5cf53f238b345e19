import { describe, expect, it } from 'vitest';
import type { ComparedFigure } from '../api/experiments';
import {
  changedVerdicts, changeWords, movementOf, runIdOf, splitFigures, unchangedWords, verdictChangeWords,
} from './compare';

function figure(key: string, a: number | null, b: number | null, delta: number | null = null,
                relative: number | null = null): ComparedFigure {
  return { key, label: key, a, b, delta, relative };
}

describe('the comparison of two runs', () => {
  it.each([
    // The contract's example: 83.4 → 85.0 is +1.6, +1.9 % of 83.4.
    [figure('acceptance', 83.4, 85.0, 1.6, 0.019), 'up', '+1.6 (+1.9 %)'],
    [figure('wait', 10, 5, -5, -0.5), 'down', '-5 (-50 %)'],
    // From zero there is no relative change: the page says what it was.
    [figure('messages', 0, 3, 3, null), 'up', '+3 (was 0)'],
    [figure('same', 2.5, 2.5, 0, 0), 'same', 'no change'],
    [figure('gone', 4, null), 'only-a', 'only in run 12'],
    [figure('new', null, 7), 'only-b', 'only in run 13'],
    // A service that leaves delta and relative out: computed here, relative to |a|.
    [figure('derived', -4, -2), 'up', '+2 (+50 %)'],
  ])('%o moves %s: "%s"', (compared, movement, words) => {
    expect(movementOf(compared)).toBe(movement);
    expect(changeWords(compared, 12, 13)).toBe(words);
  });

  it("splits the figures by how they moved, keeping the service's order (largest relative change first)", () => {
    const figures = [figure('x', 1, 3, 2, 2), figure('only', null, 1), figure('y', 100, 101, 1, 0.01),
      figure('z', 5, 5, 0, 0), figure('w', 10, 9, -1, -0.1)];
    const split = splitFigures(figures);
    expect(split.moved.map((f) => f.key)).toEqual(['x', 'y', 'w']);
    expect(split.onlyOne.map((f) => f.key)).toEqual(['only']);
    expect(split.unchanged.map((f) => f.key)).toEqual(['z']);
  });

  it('lists the headlines whose verdict changed', () => {
    expect(changedVerdicts([
      { name: 'acceptance', a: 'reproduced', b: 'reproduced' },
      { name: 'messages', a: 'direction-only', b: 'reproduced' },
      { name: 'new', a: null, b: 'not-reproduced' },
    ]).map((headline) => headline.name)).toEqual(['messages', 'new']);
  });

  it('counts in words', () => {
    expect(unchangedWords(1)).toBe('1 figure did not move');
    expect(unchangedWords(3)).toBe('3 figures did not move');
    expect(verdictChangeWords(0, 4)).toBe('Every verdict is the same in both runs.');
    expect(verdictChangeWords(1, 1)).toBe('1 of 1 verdict differs.');
    expect(verdictChangeWords(2, 4)).toBe('2 of 4 verdicts differ.');
  });

  it.each([['12', 12], ['0', undefined], ['-1', undefined], ['1e3', undefined], ['', undefined], [null, undefined]])(
    'reads the run id %s from the address as %s', (text, id) => {
      expect(runIdOf(text)).toBe(id);
    });
});
