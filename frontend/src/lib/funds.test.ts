import { describe, expect, it } from 'vitest';
import { fundsCheck, plainRejection } from './funds';

describe('fundsCheck', () => {
  it('says the wallet covers a price up to and including what is available', () => {
    expect(fundsCheck(1_000_000, 1_000_000)).toEqual({ enough: true,
      message: 'Your wallet has 1.00 G$ available: enough for this price.' });
  });

  it('names the price, the available G$ and the shortfall when it does not', () => {
    expect(fundsCheck(2_189_890_000, 1_000_000_000)).toEqual({ enough: false,
      message: 'The price 2,189.89 G$ exceeds the 1,000.00 G$ available in your wallet (1,189.89 G$ short). '
        + 'Lower the budget or ask for a grant.' });
  });
});

describe('plainRejection', () => {
  const old = 'job 7 was rejected: insufficient funds: account 13 has insufficient available funds; nothing was charged';

  it('never shows an internal account id', () => {
    expect(plainRejection(old)).toBe('job 7 was rejected: insufficient funds: your wallet has too few G$ available; '
      + 'nothing was charged');
    expect(plainRejection(old, 5_000_000, 1_250_000)).toBe('job 7 was rejected: insufficient funds: the price 5.00 G$ '
      + 'exceeds the 1.25 G$ available in your wallet; nothing was charged');
  });

  it('passes the new wording and other reasons unchanged', () => {
    const text = 'insufficient funds: the price 5.00 G$ exceeds the 1.25 G$ available in your wallet';
    expect(plainRejection(text)).toBe(text);
    expect(plainRejection('deadline unreachable')).toBe('deadline unreachable');
  });
});
