import { plainRejection } from './funds';
import { formatMicro, formatMicroGd } from './money';

/**
 * A job event's detail as the service writes it, for a person: amounts in µG$ also in G$ ("charged
 * 6967000000 µG$" → "charged 6,967.00 G$ (6,967,000,000 µG$)"), seconds grouped, and no internal account ids.
 */
export function readableDetail(text: string): string {
  return plainRejection(text)
    .replace(/\b(\d+) µG\$/g, (_, micro: string) => `${formatMicroGd(BigInt(micro))} G$ (${formatMicro(BigInt(micro))})`)
    .replace(/\b(\d{4,}) s\b/g, (_, seconds: string) => `${Number(seconds).toLocaleString('en-GB')} s`)
    .replace(/\b(\d{4,}) of (\d[\d,]*) s\b/g, (_, ran: string, of: string) => `${Number(ran).toLocaleString('en-GB')} of ${of} s`);
}
