import type { AccountRef, StatementLine, Transfer, TrialBalance } from '../api/types';

/**
 * Ledger accounts by name, not number: transfers carry {@code debitAccountName} / {@code creditAccountName}
 * and statement lines {@code counterpartyName} (services without them show the account numbers).
 */
export function partiesOf(transfer: Pick<Transfer, 'debitAccountId' | 'creditAccountId' | 'debitAccountName'
  | 'creditAccountName'>): string {
  return `${transfer.debitAccountName ?? `account ${transfer.debitAccountId}`} → `
    + `${transfer.creditAccountName ?? `account ${transfer.creditAccountId}`}`;
}

export function counterpartyOf(line: Pick<StatementLine, 'counterpartyAccountId' | 'counterpartyName'>): string {
  return line.counterpartyName ?? `account ${line.counterpartyAccountId}`;
}

/** What both answers tell of an account (the trial balance's rows have no displayName). */
export type AccountName = Pick<AccountRef, 'id' | 'kind' | 'name' | 'username'>;

/**
 * The ledger accounts of a username (GET /api/audit/accounts?username=); a service without that endpoint
 * (404) is answered from the trial balance, which lists every account with its username.
 */
export async function accountsOfUsername(username: string, byUsername: (username: string) => Promise<AccountName[]>,
                                         trialBalance: () => Promise<TrialBalance>): Promise<AccountName[]> {
  const wanted = username.trim().toLowerCase();
  try {
    return await byUsername(wanted);
  } catch (failure) {
    if (!(failure instanceof Error && 'status' in failure && (failure as { status: number }).status === 404)) {
      throw failure;
    }
  }
  const { accounts } = await trialBalance();
  return accounts.filter((account) => account.username?.toLowerCase() === wanted)
    .map(({ id, kind, name, username: owner }) => ({ id, kind, name, username: owner }));
}

/** An account as people say it: "carol's wallet", "owner1's revenue", else the ledger's own name. */
export function accountLabel(account: Pick<AccountRef, 'kind' | 'name' | 'username'>): string {
  if (account.username && account.kind === 'USER_WALLET') {
    return `${account.username}'s wallet`;
  }
  if (account.username && account.kind === 'OWNER_REVENUE') {
    return `${account.username}'s revenue`;
  }
  return account.name;
}

/**
 * Which hold columns a statement shows: "held" (holds against the account: a wallet's money set aside for a job)
 * and "incoming" (holds towards it: an owner's payment on its way until the job ends). A wallet shows held, an
 * owner's revenue incoming, any other account whichever its lines move.
 */
export function statementHoldColumns(statement: { account: Pick<AccountRef, 'kind'>;
  lines: Pick<StatementLine, 'heldChange' | 'heldAfter' | 'incomingChange' | 'incomingAfter'>[] }):
  { held: boolean; incoming: boolean } {
  const kind = String(statement.account.kind);
  if (kind === 'USER_WALLET') {
    return { held: true, incoming: false };
  }
  if (kind === 'OWNER_REVENUE') {
    return { held: false, incoming: true };
  }
  return {
    held: statement.lines.some((line) => line.heldChange !== 0 || line.heldAfter !== 0),
    incoming: statement.lines.some((line) => line.incomingChange !== 0 || line.incomingAfter !== 0),
  };
}
