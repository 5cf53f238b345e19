/**
 * G$ amounts are exact integers of micro grid dollars (1 G$ = 1,000,000 µG$), as in the API. Text is
 * converted with BigInt string arithmetic, never through floating point, so what a person types is the
 * amount sent and what the service sends is the amount shown.
 */
export const MICRO_PER_GD = 1_000_000n;
const DECIMALS = 6;

export type Parsed = { ok: true; micro: bigint } | { ok: false; message: string };

/** "4.84" → 4840000n. At most six decimals; no exponent, no grouping; an optional leading minus. */
export function parseGd(text: string): Parsed {
  const trimmed = text.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    return { ok: false, message: 'enter an amount in G$, such as 4.84' };
  }
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > DECIMALS) {
    return { ok: false, message: 'at most six decimals (1 µG$ is the smallest amount)' };
  }
  const micro = BigInt(whole || '0') * MICRO_PER_GD + BigInt(fraction.padEnd(DECIMALS, '0'));
  return { ok: true, micro: sign === '-' ? -micro : micro };
}

/**
 * 1000000000000 → "1,000,000.00": thousands grouped, at least two decimals, and further decimals only
 * where they are not zero, so no µG$ is ever hidden.
 */
export function formatMicroGd(micro: number | bigint): string {
  const value = BigInt(micro);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = (magnitude / MICRO_PER_GD).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (magnitude % MICRO_PER_GD).toString().padStart(DECIMALS, '0').replace(/0{1,4}$/, '');
  return `${negative ? '−' : ''}${whole}.${fraction.padEnd(2, '0')}`;
}

/** The API's six-decimal G$ strings ("4.840000") shown the same way as {@link formatMicroGd}. */
export function formatGdString(gd: string): string {
  const parsed = parseGd(gd);
  return parsed.ok ? formatMicroGd(parsed.micro) : gd;
}

/** µG$ as plain G$ text for an input field ("4.84", "0.000001", "12"). */
export function microToInput(micro: number | bigint): string {
  return formatMicroGd(micro).replace(/,/g, '').replace('−', '-').replace(/\.00$/, '');
}

/** For charts only: a G$ amount as a float (plots need no exactness). */
export function microToGdNumber(micro: number): number {
  return micro / Number(MICRO_PER_GD);
}

/**
 * For overviews: G$ with exactly two decimals, rounded half away from zero ("2,189.89"); details and
 * exports show the exact amount ({@link formatMicroGd}, and µG$ in the CSV).
 */
export function formatMicroGdRounded(micro: number | bigint): string {
  const value = BigInt(micro);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const cents = (magnitude + 5_000n) / 10_000n;
  return formatMicroGd((negative ? -cents : cents) * 10_000n);
}

/** "2,189,890,001 µG$": the exact integer the ledger holds. */
export function formatMicro(micro: number | bigint): string {
  const value = BigInt(micro);
  const text = (value < 0n ? -value : value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0n ? '−' : ''}${text} µG$`;
}
