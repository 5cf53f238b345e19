import type { PriceCard, PriceView } from '../api/types';
import { formatMicroGd, microToInput } from './money';
import { perSecondToPerHourMicro } from './priceUnits';
import { checkOptionalCostPerProcessorHour, checkOptionalPrice, checkPrice, type Errors } from './validation';

/**
 * The price-card form: G$ text per field, keyed by the API's field names so the service's field errors
 * land on the same inputs. The rules are PriceCard's and SiteViews.PriceRequest's. Every field reads per
 * processor-hour, the fixed cost too: the API keeps that one per processor-second ({@code
 * fixedCostMicroGdPerCpuSecond}), converted here exactly (× 3,600 and back; an inexact cost is refused).
 */
export const PRICE_FIELDS = ['priceMicroGdPerProcessorHour', 'fixedCostMicroGdPerCpuSecond',
  'minMachinePriceMicroGdPerProcessorHour', 'maxMachinePriceMicroGdPerProcessorHour'] as const;

export type PriceField = (typeof PRICE_FIELDS)[number];
export type PriceForm = Record<PriceField, string>;

export function priceFormOf(price: PriceView | null): PriceForm {
  const text = (micro: number | null | undefined) => (micro === null || micro === undefined ? '' : microToInput(micro));
  return {
    priceMicroGdPerProcessorHour: text(price?.priceMicroGdPerProcessorHour),
    fixedCostMicroGdPerCpuSecond: price?.fixedCostMicroGdPerCpuSecond == null ? ''
      : microToInput(perSecondToPerHourMicro(price.fixedCostMicroGdPerCpuSecond)),
    minMachinePriceMicroGdPerProcessorHour: text(price?.minMachinePriceMicroGdPerProcessorHour),
    maxMachinePriceMicroGdPerProcessorHour: text(price?.maxMachinePriceMicroGdPerProcessorHour),
  };
}

/** The card to send, or the errors to show; never both. */
export function priceCardOf(form: PriceForm): { card?: PriceCard; errors: Errors } {
  const checked = {
    priceMicroGdPerProcessorHour: checkPrice(form.priceMicroGdPerProcessorHour),
    fixedCostMicroGdPerCpuSecond: checkOptionalCostPerProcessorHour(form.fixedCostMicroGdPerCpuSecond),
    minMachinePriceMicroGdPerProcessorHour: checkOptionalPrice(form.minMachinePriceMicroGdPerProcessorHour),
    maxMachinePriceMicroGdPerProcessorHour: checkOptionalPrice(form.maxMachinePriceMicroGdPerProcessorHour),
  };
  const errors: Errors = {};
  for (const field of PRICE_FIELDS) {
    const error = checked[field].error;
    if (error) {
      errors[field] = error;
    }
  }
  const min = checked.minMachinePriceMicroGdPerProcessorHour.micro;
  const max = checked.maxMachinePriceMicroGdPerProcessorHour.micro;
  const minGiven = form.minMachinePriceMicroGdPerProcessorHour.trim() !== '';
  const maxGiven = form.maxMachinePriceMicroGdPerProcessorHour.trim() !== '';
  if (minGiven !== maxGiven) {
    errors[minGiven ? 'maxMachinePriceMicroGdPerProcessorHour' : 'minMachinePriceMicroGdPerProcessorHour'] =
      "give both the cheapest and the dearest processor's price, or neither";
  } else if (min !== undefined && max !== undefined && min > max) {
    errors.minMachinePriceMicroGdPerProcessorHour = "must not exceed the dearest processor's price";
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  const optional = (micro: bigint | undefined) => (micro === undefined ? null : Number(micro));
  return {
    card: {
      priceMicroGdPerProcessorHour: Number(checked.priceMicroGdPerProcessorHour.micro),
      fixedCostMicroGdPerCpuSecond: optional(checked.fixedCostMicroGdPerCpuSecond.microPerSecond),
      minMachinePriceMicroGdPerProcessorHour: optional(min),
      maxMachinePriceMicroGdPerProcessorHour: optional(max),
    },
    errors,
  };
}

/**
 * The warning to confirm before saving a price per processor-hour far from the current one (below half or
 * above double), in words; undefined when the change is moderate or there is no current price to compare with.
 */
export function priceChangeWarning(currentMicroGdPerProcessorHour: number | null | undefined,
                                   newMicroGdPerProcessorHour: number): string | undefined {
  if (currentMicroGdPerProcessorHour === null || currentMicroGdPerProcessorHour === undefined
    || currentMicroGdPerProcessorHour <= 0) {
    return undefined;
  }
  const current = BigInt(currentMicroGdPerProcessorHour);
  const next = BigInt(newMicroGdPerProcessorHour);
  const change = `from ${formatMicroGd(current)} G$ to ${formatMicroGd(next)} G$ per processor-hour`;
  if (next * 2n < current) {
    return `The new price is less than half the current one (${change}). Jobs placed from now on pay it.`;
  }
  if (next > current * 2n) {
    return `The new price is more than double the current one (${change}). Users' quotes rise accordingly.`;
  }
  return undefined;
}
