import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/problem';
import type { AccountRow, TrialBalance } from '../api/types';
import { accountLabel, accountsOfUsername, counterpartyOf, partiesOf, statementHoldColumns } from './accounts';

const row = (id: number, kind: AccountRow['kind'], name: string, username: string | null): AccountRow =>
  ({ id, kind, name, username, debitsPending: 0, debitsPosted: 0, creditsPending: 0, creditsPosted: 0 });
const trial: TrialBalance = { accounts: [row(1, 'TREASURY', 'treasury', null), row(13, 'USER_WALLET', 'wallet:alice', 'alice'),
  row(14, 'USER_WALLET', 'wallet:bob', 'bob')], debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0,
  balanced: true, accountsDisagreeingWithTransfers: [] };

describe('partiesOf and counterpartyOf', () => {
  it("names the accounts when the service does", () => {
    expect(partiesOf({ debitAccountId: 13, creditAccountId: 7, debitAccountName: "alice's wallet",
      creditAccountName: "owner1's revenue" })).toBe("alice's wallet → owner1's revenue");
    expect(counterpartyOf({ counterpartyAccountId: 1, counterpartyName: 'the treasury' })).toBe('the treasury');
  });

  it('falls back to the account numbers', () => {
    expect(partiesOf({ debitAccountId: 13, creditAccountId: 7, debitAccountName: null, creditAccountName: null }))
      .toBe('account 13 → account 7');
    expect(counterpartyOf({ counterpartyAccountId: 1, counterpartyName: null })).toBe('account 1');
  });
});

describe('accountsOfUsername', () => {
  it('asks the service by username', async () => {
    const found = await accountsOfUsername(' Alice ', async (username) => [{ id: 13, kind: 'USER_WALLET',
      name: 'wallet:' + username, username }], async () => trial);
    expect(found).toEqual([{ id: 13, kind: 'USER_WALLET', name: 'wallet:alice', username: 'alice' }]);
  });

  it('finds them in the trial balance when the service has no such endpoint', async () => {
    const missing = async () => { throw new ApiError({ type: 'about:blank', status: 404 }); };
    expect(await accountsOfUsername('bob', missing, async () => trial))
      .toEqual([{ id: 14, kind: 'USER_WALLET', name: 'wallet:bob', username: 'bob' }]);
    expect(await accountsOfUsername('nobody', missing, async () => trial)).toEqual([]);
  });

  it('passes other failures on', async () => {
    const refused = async () => { throw new ApiError({ type: 'about:blank', status: 403 }); };
    await expect(accountsOfUsername('bob', refused, async () => trial)).rejects.toThrow();
  });
});

describe('accountLabel', () => {
  it("names wallets and revenue accounts by their person", () => {
    expect(accountLabel({ kind: 'USER_WALLET', name: 'wallet:carol', username: 'carol' })).toBe("carol's wallet");
    expect(accountLabel({ kind: 'OWNER_REVENUE', name: 'revenue:owner1', username: 'owner1' })).toBe("owner1's revenue");
    expect(accountLabel({ kind: 'TREASURY', name: 'treasury', username: null })).toBe('treasury');
  });
});

describe('statementHoldColumns', () => {
  const line = (heldChange: number, incomingChange: number) => ({ heldChange, heldAfter: 0, incomingChange,
    incomingAfter: 0 });

  it('shows a wallet what is held against it and an owner what is incoming', () => {
    expect(statementHoldColumns({ account: { kind: 'USER_WALLET' }, lines: [line(5, 0)] }))
      .toEqual({ held: true, incoming: false });
    // issue 32 C2: a hold towards an owner's revenue showed 0.00 in every column; its incoming column shows it.
    expect(statementHoldColumns({ account: { kind: 'OWNER_REVENUE' }, lines: [line(0, 198_780_000)] }))
      .toEqual({ held: false, incoming: true });
  });

  it('shows another account the holds its lines move', () => {
    expect(statementHoldColumns({ account: { kind: 'GATEWAY_SETTLEMENT' }, lines: [line(0, 7), line(0, 0)] }))
      .toEqual({ held: false, incoming: true });
    expect(statementHoldColumns({ account: { kind: 'TREASURY' }, lines: [] })).toEqual({ held: false, incoming: false });
  });
});
