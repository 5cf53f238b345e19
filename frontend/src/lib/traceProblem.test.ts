import { describe, expect, it } from 'vitest';
import { badTraceLinesOf } from './traceProblem';

describe('a refused trace', () => {
  it("gives the bad lines in order, leaving malformed entries out", () => {
    expect(badTraceLinesOf({
      type: '/problems/bad-trace', status: 422, title: 'Bad trace',
      detail: 'line 17: expected 18 fields, found 12', lines: [
        { line: 40, problem: 'runtime is not a number' }, { line: 17, problem: 'expected 18 fields, found 12' },
        { line: 'x', problem: 'no' },
      ],
    } as never)).toEqual([
      { line: 17, problem: 'expected 18 fields, found 12' }, { line: 40, problem: 'runtime is not a number' },
    ]);
  });

  it('is undefined for other problems and empty without lines', () => {
    expect(badTraceLinesOf({ type: '/problems/validation', status: 422, title: 'x' })).toBeUndefined();
    expect(badTraceLinesOf({ type: 'https://gridmarket.org/problems/bad-trace', status: 422, title: 'x' }))
      .toEqual([]);
  });
});
