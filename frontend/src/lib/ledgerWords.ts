/**
 * The ledger's transfer codes and kinds ({@code job_charge}, {@code post_pending} …) as people say them:
 * "Job 12 charged (posted from its hold)". The statements of wallets and revenue accounts read these words; admins
 * see the code beside them. A code the web app does not know yet reads as its words with the kind.
 */

/** Which side of a transfer a statement line is on: paying (or holding) or receiving. */
export type Side = 'pays' | 'receives';

interface Coded {
  code: string;
  kind: string;
  jobRef?: string | null;
}

/** "job-12" → "Job 12"; a reference of another form as it is; none: "" (the words then name no job). */
export function jobOf(jobRef: string | null | undefined): string {
  if (!jobRef) {
    return '';
  }
  const number = /^job-(\d+)$/.exec(jobRef);
  return number ? `Job ${number[1]}` : jobRef;
}

/** The side of a statement line: money leaving or held on the account is paying; the rest is receiving. */
export function sideOf(line: { balanceChange: number; heldChange: number }): Side {
  return line.balanceChange < 0 || line.heldChange !== 0 ? 'pays' : 'receives';
}

const KIND_WORDS: Record<string, string> = {
  single: 'transfer',
  pending: 'hold',
  post_pending: 'posted from a hold',
  void_pending: 'hold released',
  expire_pending: 'hold expired',
};

/** A transfer's kind in words: "posted from a hold". */
export function kindWords(kind: string): string {
  return KIND_WORDS[kind.toLowerCase()] ?? kind.toLowerCase().replace(/_/g, ' ');
}

/** What a code means as the payer, the receiver and a list showing both parties say it. */
interface Words {
  pays: string;
  receives: string;
  neutral: string;
}

const HOLD_ENDS: Record<string, Words> = {
  void_pending: { pays: 'hold released back to you', receives: 'hold released, not paid', neutral: 'hold released' },
  expire_pending: { pays: 'hold expired, released to you', receives: 'hold expired, not paid', neutral: 'hold expired' },
};

const CODE_WORDS: Record<string, Words> = {
  job_hold: { pays: 'price held', receives: 'payment held for you until the job ends', neutral: 'price held' },
  job_release: HOLD_ENDS.void_pending,
  gateway_settlement: { pays: 'paid to the other grid\'s gateway', receives: 'received from the other grid\'s gateway',
    neutral: 'settled between the grids\' gateways' },
  gateway_site_payment: { pays: 'paid to the cluster\'s owner', receives: 'paid through a grid gateway (a redirected job)',
    neutral: 'paid to the cluster\'s owner through the gateway' },
};

const PLAIN_WORDS: Record<string, Words> = {
  grant: { pays: 'Grant paid', receives: 'Grant received', neutral: 'Grant' },
  payout: { pays: 'Payout', receives: 'Payout received', neutral: 'Payout to the owner' },
};

function wordsOf(line: Coded, as: keyof Words): string {
  const job = jobOf(line.jobRef);
  const kind = line.kind.toLowerCase();
  const about = (words: string) => (job ? `${job}: ${words}` : words.charAt(0).toUpperCase() + words.slice(1));
  const ends = HOLD_ENDS[kind];
  if (ends) {
    return about(ends[as]);
  }
  if (line.code === 'job_charge') {
    const verb = as === 'receives' ? 'paid' : 'charged';
    return `${job || 'Job'} ${verb}${kind === 'post_pending' ? ' (posted from its hold)' : ''}`;
  }
  const coded = CODE_WORDS[line.code];
  if (coded) {
    return about(coded[as]);
  }
  const plain = PLAIN_WORDS[line.code];
  return plain ? plain[as] : about(`${line.code.replace(/_/g, ' ')} (${kindWords(kind)})`);
}

/** What one line of a statement means for its account, e.g. "Job 12 charged (posted from its hold)". */
export function statementWords(line: Coded, side: Side): string {
  return wordsOf(line, side);
}

/** A transfer in words, for lists that show both parties (neither side's view): "Job 12: price held". */
export function transferWords(transfer: Coded): string {
  return wordsOf(transfer, 'neutral');
}
