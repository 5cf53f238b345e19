import { describe, expect, it } from 'vitest';
import { jobOf, sideOf, statementWords, transferWords } from './ledgerWords';

const line = (code: string, kind: string, jobRef: string | null = 'job-12') => ({ code, kind, jobRef });

describe('ledger codes in words', () => {
  it('reads a job\'s hold, charge and release as the wallet and the revenue account see them', () => {
    expect(statementWords(line('job_charge', 'post_pending'), 'pays')).toBe('Job 12 charged (posted from its hold)');
    expect(statementWords(line('job_charge', 'post_pending'), 'receives')).toBe('Job 12 paid (posted from its hold)');
    expect(statementWords(line('job_hold', 'pending'), 'pays')).toBe('Job 12: price held');
    expect(statementWords(line('job_hold', 'pending'), 'receives')).toBe('Job 12: payment held for you until the job ends');
    expect(statementWords(line('job_release', 'void_pending'), 'pays')).toBe('Job 12: hold released back to you');
    expect(statementWords(line('job_hold', 'expire_pending'), 'receives')).toBe('Job 12: hold expired, not paid');
    expect(statementWords(line('job_charge', 'single'), 'pays')).toBe('Job 12 charged');
  });

  it('reads grants, payouts and a redirected job\'s gateway legs without codes', () => {
    expect(statementWords(line('grant', 'single', null), 'receives')).toBe('Grant received');
    expect(statementWords(line('payout', 'single', null), 'pays')).toBe('Payout');
    expect(statementWords(line('gateway_site_payment', 'single'), 'receives'))
      .toBe('Job 12: paid through a grid gateway (a redirected job)');
    expect(transferWords(line('gateway_settlement', 'single'))).toBe('Job 12: settled between the grids\' gateways');
    expect(transferWords(line('job_charge', 'post_pending'))).toBe('Job 12 charged (posted from its hold)');
    expect(transferWords(line('grant', 'single', null))).toBe('Grant');
  });

  it('never shows a raw code to people: an unknown one reads as words with its kind', () => {
    for (const words of [statementWords(line('job_charge', 'post_pending'), 'pays'),
      transferWords(line('job_release', 'void_pending')), statementWords(line('site_rebate', 'single'), 'receives')]) {
      expect(words).not.toMatch(/[a-z]+_[a-z]+/);
    }
    expect(statementWords(line('site_rebate', 'single', null), 'receives')).toBe('Site rebate (transfer)');
  });

  it('tells the side and the job from the line', () => {
    expect(sideOf({ balanceChange: -5, heldChange: -5 })).toBe('pays');
    expect(sideOf({ balanceChange: 0, heldChange: 5 })).toBe('pays');
    expect(sideOf({ balanceChange: 0, heldChange: 0 })).toBe('receives');
    expect(sideOf({ balanceChange: 7, heldChange: 0 })).toBe('receives');
    expect(jobOf('job-605')).toBe('Job 605');
    expect(jobOf('contract-3')).toBe('contract-3');
    expect(jobOf(null)).toBe('');
  });
});
