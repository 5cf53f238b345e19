import { describe, expect, it } from 'vitest';
import type { Transfer } from '../api/types';
import { contractIdOfRef, gatewayLegsOf, gridOfGatewayAccount, isGatewayJob, personOfWallet } from './gatewayLegs';

let seq = 0;
function transfer(code: string, kind: string, debit: string, credit: string, amountGd: string,
                  change: Partial<Transfer> = {}): Transfer {
  seq += 1;
  return { seq, id: `job-9:${code}`, kind, debitAccountId: seq, creditAccountId: seq + 100, debitAccountName: debit,
    creditAccountName: credit, amountMicroGd: 0, amountGd, pendingId: null, code, jobRef: 'job-9',
    contractRef: 'contract-3', linkedGroup: null, expiresAt: null, createdAt: '2026-11-26T10:00:00Z',
    previousHash: '', hash: '', ...change };
}

// As the service names accounts (AccountNames): "west gateway".
const hold = transfer('job_hold', 'pending', "alice's wallet", 'west gateway', '34.133333', { id: 'job-9:hold' });
const charge = transfer('job_charge', 'post_pending', "alice's wallet", 'west gateway', '34.133333',
  { pendingId: 'job-9:hold', linkedGroup: 'job-9' });
const settlement = transfer('gateway_settlement', 'single', 'west gateway', 'south gateway', '34.133333', { linkedGroup: 'job-9' });
const sitePayment = transfer('gateway_site_payment', 'single', 'south gateway', "owner1's revenue", '25.600000',
  { linkedGroup: 'job-9' });
const context = { homeGrid: 'west', servingGrid: 'south', contractId: 3, siteName: 'LANL CM5' };

describe('gatewayLegsOf', () => {
  it('names the hold alone while the job runs (its contract marks it)', () => {
    expect(gatewayLegsOf([hold], { ...context, payer: 'you' }).map((leg) => leg.text))
      .toEqual(['You paid gateway west (held until the job ends).']);
  });

  it("names the three legs of a completed redirected job in ledger order, on the user's own page", () => {
    expect(gatewayLegsOf([sitePayment, hold, settlement, charge], { ...context, payer: 'you' }).map((leg) => leg.text)).toEqual([
      'You paid gateway west (held until the job ends).',
      'The hold was charged: gateway west now has the payment.',
      'Gateway west paid gateway south under contract 3.',
      "Gateway south paid the owner of LANL CM5 (owner1's revenue).",
    ]);
  });

  it('names the payer from the wallet for anyone else (an admin)', () => {
    expect(gatewayLegsOf([hold], context)[0].text).toBe('Alice paid gateway west (held until the job ends).');
  });

  it('keeps each leg\'s amount and code', () => {
    expect(gatewayLegsOf([hold, settlement, sitePayment], context).map((leg) => [leg.code, leg.amountGd])).toEqual([
      ['job_hold', '34.133333'], ['gateway_settlement', '34.133333'], ['gateway_site_payment', '25.600000']]);
  });

  it('says a released hold went back to the wallet', () => {
    const release = transfer('job_release', 'void_pending', "alice's wallet", 'gateway:west', '34.133333',
      { pendingId: 'job-9:hold' });
    expect(gatewayLegsOf([hold, release], { ...context, payer: 'you' })[1].text)
      .toBe('The rest of the hold went back to your wallet.');
  });

  it('falls back to the job\'s grids and contract when the ledger does not name them', () => {
    const bare = transfer('gateway_settlement', 'single', 'account 40', 'account 41', '1.00', { contractRef: null,
      debitAccountName: null, creditAccountName: null });
    expect(gatewayLegsOf([bare], context)[0].text).toBe('Gateway west paid gateway south under contract 3.');
  });

  it('has no legs for a job whose money never went through a gateway', () => {
    const direct = transfer('job_hold', 'pending', "alice's wallet", "owner1's revenue", '5.00', { contractRef: null });
    expect(isGatewayJob([direct])).toBe(false);
    expect(gatewayLegsOf([direct], context)).toEqual([]);
  });
});

describe('names in the ledger', () => {
  it('reads the grid of a gateway account', () => {
    expect(gridOfGatewayAccount('west gateway')).toBe('west');
    expect(gridOfGatewayAccount('gateway:west')).toBe('west');
    expect(gridOfGatewayAccount('gateway south')).toBe('south');
    expect(gridOfGatewayAccount("owner1's revenue")).toBeUndefined();
    expect(gridOfGatewayAccount(null)).toBeUndefined();
  });

  it('reads the contract of a transfer', () => {
    expect(contractIdOfRef('contract-12')).toBe(12);
    expect(contractIdOfRef('job-12')).toBeUndefined();
    expect(contractIdOfRef(null)).toBeUndefined();
  });

  it("reads the person of a wallet", () => {
    expect(personOfWallet("alice's wallet")).toBe('alice');
    expect(personOfWallet('wallet:bob')).toBe('bob');
    expect(personOfWallet('treasury')).toBe('treasury');
    expect(personOfWallet(undefined)).toBeUndefined();
  });
});
