import { formatGdString, formatMicro, formatMicroGd, formatMicroGdRounded, parseGd } from '../lib/money';

/**
 * A G$ amount from µG$ or from the API's G$ string. Overviews show two decimals (the exact amount on
 * hover); details pass {@code exact} and show every µG$.
 */
export function Amount({ micro, gd, signed = false, exact = false }: { micro?: number; gd?: string; signed?: boolean;
  exact?: boolean }) {
  const parsed = gd !== undefined ? parseGd(gd) : undefined;
  const value = parsed?.ok ? parsed.micro : BigInt(micro ?? 0);
  const text = gd !== undefined && !parsed?.ok ? formatGdString(gd) : exact ? formatMicroGd(value) : formatMicroGdRounded(value);
  const plus = signed && value > 0n ? '+' : '';
  return <span className="amount" title={exact ? formatMicro(value) : `exactly ${formatMicroGd(value)} G$`}>{plus}{text} G$</span>;
}
