import { plainBidWords } from './bids';
import { formatMicroGd } from './money';

/** Whether the wallet's available G$ cover a quoted price, in one sentence for the quote preview. */
export interface FundsCheck {
  enough: boolean;
  message: string;
}

/**
 * Compares the chosen cluster's price with what the wallet has available ({@code GET /api/wallet}):
 * submitting holds the price, so a price above the available G$ would be rejected.
 */
export function fundsCheck(priceMicroGd: number, availableMicroGd: number): FundsCheck {
  const price = BigInt(priceMicroGd);
  const available = BigInt(availableMicroGd);
  if (price <= available) {
    return { enough: true, message: `Your wallet has ${formatMicroGd(available)} G$ available: enough for this price.` };
  }
  return { enough: false, message: `The price ${formatMicroGd(price)} G$ exceeds the ${formatMicroGd(available)} G$ `
      + `available in your wallet (${formatMicroGd(price - available)} G$ short). Lower the budget or ask for a grant.` };
}

/**
 * A rejection in words for the person: the service's old wording named an internal ledger account
 * ("account 13 has insufficient available funds"); that part is replaced by the wallet, amounts in G$
 * when the page knows them. The service's new wording ("the price X G$ exceeds the Y G$ available in your
 * wallet") passes unchanged. A tender's reasons lose the paper's terms ({@link plainBidWords}).
 */
export function plainRejection(serviceText: string, priceMicroGd?: number, availableMicroGd?: number): string {
  const text = plainBidWords(serviceText);
  const internal = /account \d+ has insufficient available funds/;
  if (!internal.test(text)) {
    return text;
  }
  const replacement = priceMicroGd !== undefined && availableMicroGd !== undefined
    ? `the price ${formatMicroGd(priceMicroGd)} G$ exceeds the ${formatMicroGd(availableMicroGd)} G$ available in your wallet`
    : 'your wallet has too few G$ available';
  return text.replace(internal, replacement);
}
