import { formatGdString, formatMicroGd } from '../lib/money';

/** A G$ amount, exact, from µG$ or from the API's G$ string. */
export function Amount({ micro, gd, signed = false }: { micro?: number; gd?: string; signed?: boolean }) {
  const text = gd !== undefined ? formatGdString(gd) : formatMicroGd(micro ?? 0);
  const plus = signed && micro !== undefined && micro > 0 ? '+' : '';
  return <span className="amount">{plus}{text} G$</span>;
}
