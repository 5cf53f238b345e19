import type { JobPeering } from '../api/peering';
import type { Transfer } from '../api/types';

/**
 * The ledger legs of a job redirected to another grid (issue 23, core/peering/GatewaySettlement), in words:
 * the user pays the home grid's gateway (held, then charged or released), that gateway pays the serving grid's
 * gateway under the contract, and that one pays the owner of the site that ran the job.
 */

/** Transfer codes of the legs (GatewaySettlement's). */
export const LEG_CODES = {
  hold: 'job_hold',
  charge: 'job_charge',
  release: 'job_release',
  interGateway: 'gateway_settlement',
  sitePayment: 'gateway_site_payment',
} as const;

export interface GatewayLeg {
  seq: number;
  code: string;
  /** One sentence. */
  text: string;
  amountGd: string;
}

/**
 * "west gateway" (the service's display name, AccountNames), "gateway:west" (the ledger's own name) or
 * "gateway west" → "west"; undefined for any other account.
 */
export function gridOfGatewayAccount(name: string | null | undefined): string | undefined {
  const text = name?.trim() ?? '';
  const match = /^gateway[:\s]+(\S+)$/i.exec(text) ?? /^(\S+) gateway$/i.exec(text);
  return match ? match[1] : undefined;
}

/** "contract-3" → 3. */
export function contractIdOfRef(ref: string | null | undefined): number | undefined {
  const match = /^contract-(\d+)$/.exec(ref ?? '');
  return match ? Number(match[1]) : undefined;
}

/** "alice's wallet" → "alice"; another name is kept as it is. */
export function personOfWallet(name: string | null | undefined): string | undefined {
  if (!name) {
    return undefined;
  }
  const match = /^(.+)'s wallet$/.exec(name) ?? /^wallet:(.+)$/.exec(name);
  return match ? match[1] : name;
}

export interface LegContext extends Pick<JobPeering, 'homeGrid' | 'servingGrid' | 'contractId'> {
  /** The name of the site that ran the job ("LANL CM5"). */
  siteName: string;
  /** Who paid, as the reader says it: "you" on the user's own page, else undefined (read from the wallet's name). */
  payer?: string;
}

/** Whether any of the job's transfers is under a contract or goes through a gateway: only a redirected job's are. */
export function isGatewayJob(transfers: readonly Transfer[]): boolean {
  return transfers.some((transfer) => contractIdOfRef(transfer.contractRef) !== undefined
    || transfer.code === LEG_CODES.interGateway || transfer.code === LEG_CODES.sitePayment
    || gridOfGatewayAccount(transfer.creditAccountName) !== undefined
    || gridOfGatewayAccount(transfer.debitAccountName) !== undefined);
}

/**
 * The job's transfers that are legs of its redirection, each named in plain words, in ledger order. A job
 * whose money never went through a gateway has none.
 */
export function gatewayLegsOf(transfers: readonly Transfer[], context: LegContext): GatewayLeg[] {
  if (!isGatewayJob(transfers)) {
    return [];
  }
  const legs: GatewayLeg[] = [];
  for (const transfer of [...transfers].sort((a, b) => a.seq - b.seq)) {
    const text = legText(transfer, transfers, context);
    if (text) {
      legs.push({ seq: transfer.seq, code: transfer.code, text, amountGd: transfer.amountGd });
    }
  }
  return legs;
}

function legText(transfer: Transfer, all: readonly Transfer[], context: LegContext): string | undefined {
  const debitGrid = gridOfGatewayAccount(transfer.debitAccountName);
  const creditGrid = gridOfGatewayAccount(transfer.creditAccountName);
  const home = context.homeGrid ?? undefined;
  const serving = context.servingGrid ?? undefined;
  const contract = contractIdOfRef(transfer.contractRef) ?? context.contractId ?? undefined;
  const underContract = contract === undefined ? '' : ` under contract ${contract}`;
  switch (transfer.code) {
    case LEG_CODES.hold: {
      const payer = context.payer ?? personOfWallet(transfer.debitAccountName) ?? 'the user';
      return `${capitalised(payer)} paid ${gatewayWords(creditGrid ?? home)} (held until the job ends).`;
    }
    case LEG_CODES.charge: {
      // The post names the hold it resolves; its accounts are the hold's.
      const hold = all.find((other) => other.id === transfer.pendingId);
      const grid = creditGrid ?? gridOfGatewayAccount(hold?.creditAccountName) ?? home;
      return `The hold was charged: ${gatewayWords(grid)} now has the payment.`;
    }
    case LEG_CODES.release:
      return `The rest of the hold went back to ${context.payer === 'you' ? 'your' : 'the user\'s'} wallet.`;
    case LEG_CODES.interGateway:
      return `${capitalised(gatewayWords(debitGrid ?? home))} paid ${gatewayWords(creditGrid ?? serving)}${underContract}.`;
    case LEG_CODES.sitePayment:
      return `${capitalised(gatewayWords(debitGrid ?? serving))} paid the owner of ${context.siteName}`
        + `${transfer.creditAccountName ? ` (${transfer.creditAccountName})` : ''}.`;
    default:
      return undefined;
  }
}

function gatewayWords(grid: string | undefined): string {
  return grid ? `gateway ${grid}` : 'the gateway';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
