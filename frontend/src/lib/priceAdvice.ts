import { formatMicroGd, parseGd } from './money';

/**
 * The owner's "what would another price have done?" panel (issue 35 C): candidate prices typed in G$ or
 * generated around today's price, and the advisor's answer as chart series and table rows. Prices are exact
 * µG$ integers (the API's); only the chart's axes use floats.
 */

/** The most candidates one request may carry (the API's limit). */
export const MAX_CANDIDATES = 50;
export const MAX_HOURS = 168;

export interface AdviceLostTo { siteId: number; siteName: string; jobs: number }
export interface AdviceRow {
  priceMicroGdPerProcessorHour: number;
  utilisation: number;
  revenueMicroGd: number;
  jobsWon: number;
  jobsLost: number;
  jobsLostTo: AdviceLostTo[];
  jobsPlacedNowhere: number;
  quotesWon: number;
  quotesPlacedElsewhere: number;
}
export interface AdviceAnswer {
  currentPriceMicroGdPerProcessorHour?: number | null;
  current?: AdviceRow | null;
  candidates: AdviceRow[];
}

export type Candidates = { ok: true; prices: number[] } | { ok: false; message: string };

/** "0.3, 0.36 0.4" → [300000, 360000, 400000]: G$ per processor-hour, separated by commas or spaces. */
export function parseCandidates(text: string): Candidates {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0) {
    return { ok: false, message: 'enter at least one price in G$ per processor-hour, such as 0.36' };
  }
  if (parts.length > MAX_CANDIDATES) {
    return { ok: false, message: `at most ${MAX_CANDIDATES} prices; you entered ${parts.length}` };
  }
  const prices: number[] = [];
  for (const part of parts) {
    const parsed = parseGd(part);
    if (!parsed.ok) {
      return { ok: false, message: `"${part}": ${parsed.message}` };
    }
    if (parsed.micro < 1n) {
      return { ok: false, message: `"${part}": a price is more than zero` };
    }
    prices.push(Number(parsed.micro));
  }
  return { ok: true, prices };
}

/**
 * {@code count} prices evenly from (1 − spread) to (1 + spread) × today's price, rounded to the µG$, at least
 * 1 µG$, without repeats, today's price among them when {@code count} is odd.
 */
export function rangeAround(currentMicro: number, count = 9, spread = 0.5): number[] {
  const steps = Math.max(1, Math.min(count, MAX_CANDIDATES));
  const prices = new Set<number>();
  for (let i = 0; i < steps; i++) {
    const factor = steps === 1 ? 1 : 1 - spread + (2 * spread * i) / (steps - 1);
    prices.add(Math.max(1, Math.round(currentMicro * factor)));
  }
  return [...prices];
}

/** Prices as the text field shows them: "0.18, 0.36". */
export function candidatesText(prices: number[]): string {
  return prices.map((price) => formatMicroGd(price).replace(/,/g, '')).join(', ');
}

export interface AdvicePoint { price: number; utilisationPercent: number; revenueGd: number; current: boolean }

/** One point per distinct price, cheapest first, today's marked: the chart's x is G$ per processor-hour. */
export function advicePoints(answer: AdviceAnswer): AdvicePoint[] {
  const byPrice = new Map<number, AdvicePoint>();
  const today = answer.currentPriceMicroGdPerProcessorHour ?? undefined;
  const rows = answer.current ? [answer.current, ...answer.candidates] : answer.candidates;
  for (const row of rows) {
    const price = row.priceMicroGdPerProcessorHour;
    byPrice.set(price, { price: price / 1_000_000, utilisationPercent: Math.round(row.utilisation * 1000) / 10,
      revenueGd: row.revenueMicroGd / 1_000_000, current: price === today });
  }
  return [...byPrice.values()].sort((a, b) => a.price - b.price);
}

/** The table's rows: today's first (when the site posts a price), then each candidate as asked. */
export function adviceRows(answer: AdviceAnswer): { row: AdviceRow; current: boolean }[] {
  const rows = answer.candidates.map((row) => ({ row, current: false }));
  return answer.current ? [{ row: answer.current, current: true }, ...rows] : rows;
}

/** "KTH SP2 3, NASA iPSC 1; no cluster 2": where the jobs this price did not win went. */
export function lostToText(row: AdviceRow): string {
  const parts = row.jobsLostTo.map((lost) => `${lost.siteName} ${lost.jobs}`).join(', ');
  const nowhere = row.jobsPlacedNowhere > 0 ? `no cluster ${row.jobsPlacedNowhere}` : '';
  return [parts, nowhere].filter((part) => part !== '').join('; ') || '—';
}
