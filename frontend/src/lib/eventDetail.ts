import { formatDuration } from './duration';
import { plainRejection } from './funds';
import { formatGdString, formatMicro, formatMicroGd } from './money';

/**
 * A job event's detail as the service writes it, for a person: amounts in µG$ also in G$ ("charged
 * 6967000000 µG$" → "charged 6,967.00 G$ (6,967,000,000 µG$)"), durations as every page shows them ("overhead
 * 73506.214 s" → "overhead 20 h 25 min", "after 6967 of 100000 s" → "after 1 h 56 min of 27 h 46 min"), no
 * internal account ids, and a negotiation's prices as the other pages show them ("1.050000 G$/processor-hour" → "1.05 G$ per processor-hour",
 * "gateway:south" → "gateway south").
 */
export function readableDetail(text: string): string {
  return plainRejection(text)
    .replace(/\b(\d+) µG\$/g, (_, micro: string) => `${formatMicroGd(BigInt(micro))} G$ (${formatMicro(BigInt(micro))})`)
    .replace(/\b(\d+) of (\d+) s\b/g, (_, ran: string, of: string) =>
      `${formatDuration(Number(ran))} of ${formatDuration(Number(of))}`)
    .replace(/\b(\d+(?:\.\d+)?) s\b/g, (_, seconds: string) => formatDuration(Number(seconds)))
    .replace(/\b(\d+\.\d{6}) G\$/g, (_, gd: string) => `${formatGdString(gd)} G$`)
    .replace(/ G\$\/processor-hour/g, ' G$ per processor-hour')
    .replace(/\bgateway:([\w.-]+)/g, 'gateway $1');
}
