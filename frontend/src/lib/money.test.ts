import { describe, expect, it } from 'vitest';
import { formatGdString, formatMicro, formatMicroGd, formatMicroGdRounded, microToInput, parseGd } from './money';

describe('parseGd', () => {
  it.each([
    ['4.84', 4_840_000n],
    ['0.000001', 1n],
    ['12', 12_000_000n],
    ['.5', 500_000n],
    ['7.', 7_000_000n],
    [' 3.98 ', 3_980_000n],
    ['-1.5', -1_500_000n],
    ['9007199254.740993', 9_007_199_254_740_993n],
  ])('reads %s exactly as %s µG$', (text, micro) => {
    expect(parseGd(text)).toEqual({ ok: true, micro });
  });

  it.each(['', '.', 'abc', '1,000', '1e3', '1.2.3', '--1'])('refuses %j', (text) => {
    expect(parseGd(text).ok).toBe(false);
  });

  it('refuses a seventh decimal rather than rounding it', () => {
    expect(parseGd('0.0000001')).toEqual({ ok: false, message: expect.stringContaining('six decimals') });
  });
});

describe('formatMicroGd', () => {
  it.each([
    [0, '0.00'],
    [1, '0.000001'],
    [4_840_000, '4.84'],
    [1_000_000_000_000, '1,000,000.00'],
    [-25_000_000, '−25.00'],
    [123_456_789, '123.456789'],
    [10_500_000n, '10.50'],
  ])('shows %s µG$ as %s', (micro, text) => {
    expect(formatMicroGd(micro)).toBe(text);
  });

  it('shows the API\'s six-decimal strings the same way', () => {
    expect(formatGdString('1000000.000000')).toBe('1,000,000.00');
    expect(formatGdString('-0.000100')).toBe('−0.0001');
  });

  it('round-trips through an input field', () => {
    for (const micro of [0, 1, 4_840_000, 12_000_000, -1_500_000]) {
      expect(parseGd(microToInput(micro))).toEqual({ ok: true, micro: BigInt(micro) });
    }
  });
});

describe('formatMicroGdRounded and formatMicro', () => {
  it('rounds overviews to two decimals, half away from zero', () => {
    expect(formatMicroGdRounded(2_189_894_999)).toBe('2,189.89');
    expect(formatMicroGdRounded(2_189_895_000)).toBe('2,189.90');
    expect(formatMicroGdRounded(-1_005_000)).toBe('−1.01');
    expect(formatMicroGdRounded(0)).toBe('0.00');
  });

  it('shows the exact integer of µG$', () => {
    expect(formatMicro(2_189_890_001)).toBe('2,189,890,001 µG$');
    expect(formatMicro(-5)).toBe('−5 µG$');
  });
});
