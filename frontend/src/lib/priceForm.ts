import type { PriceCard, PriceView } from '../api/types';
import { microToInput } from './money';
import { checkOptionalPrice, checkPrice, type Errors } from './validation';

/**
 * The price-card form: G$ text per field, keyed by the API's field names so the service's field errors
 * land on the same inputs. The rules are PriceCard's and SiteViews.PriceRequest's.
 */
export const PRICE_FIELDS = ['priceMicroGdPerMi', 'fixedCostMicroGdPerCpuSecond', 'minMachinePriceMicroGdPerSecond',
  'maxMachinePriceMicroGdPerSecond'] as const;

export type PriceField = (typeof PRICE_FIELDS)[number];
export type PriceForm = Record<PriceField, string>;

export function priceFormOf(price: PriceView | null): PriceForm {
  const text = (micro: number | null | undefined) => (micro === null || micro === undefined ? '' : microToInput(micro));
  return {
    priceMicroGdPerMi: text(price?.priceMicroGdPerMi),
    fixedCostMicroGdPerCpuSecond: text(price?.fixedCostMicroGdPerCpuSecond),
    minMachinePriceMicroGdPerSecond: text(price?.minMachinePriceMicroGdPerSecond),
    maxMachinePriceMicroGdPerSecond: text(price?.maxMachinePriceMicroGdPerSecond),
  };
}

/** The card to send, or the errors to show; never both. */
export function priceCardOf(form: PriceForm): { card?: PriceCard; errors: Errors } {
  const checked = {
    priceMicroGdPerMi: checkPrice(form.priceMicroGdPerMi),
    fixedCostMicroGdPerCpuSecond: checkOptionalPrice(form.fixedCostMicroGdPerCpuSecond),
    minMachinePriceMicroGdPerSecond: checkOptionalPrice(form.minMachinePriceMicroGdPerSecond),
    maxMachinePriceMicroGdPerSecond: checkOptionalPrice(form.maxMachinePriceMicroGdPerSecond),
  };
  const errors: Errors = {};
  for (const field of PRICE_FIELDS) {
    const error = checked[field].error;
    if (error) {
      errors[field] = error;
    }
  }
  const min = checked.minMachinePriceMicroGdPerSecond.micro;
  const max = checked.maxMachinePriceMicroGdPerSecond.micro;
  const minGiven = form.minMachinePriceMicroGdPerSecond.trim() !== '';
  const maxGiven = form.maxMachinePriceMicroGdPerSecond.trim() !== '';
  if (minGiven !== maxGiven) {
    errors[minGiven ? 'maxMachinePriceMicroGdPerSecond' : 'minMachinePriceMicroGdPerSecond'] =
      'the minimum and maximum machine prices come together';
  } else if (min !== undefined && max !== undefined && min > max) {
    errors.minMachinePriceMicroGdPerSecond = 'must not exceed the maximum machine price';
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  const optional = (micro: bigint | undefined) => (micro === undefined ? null : Number(micro));
  return {
    card: {
      priceMicroGdPerMi: Number(checked.priceMicroGdPerMi.micro),
      fixedCostMicroGdPerCpuSecond: optional(checked.fixedCostMicroGdPerCpuSecond.micro),
      minMachinePriceMicroGdPerSecond: optional(min),
      maxMachinePriceMicroGdPerSecond: optional(max),
    },
    errors,
  };
}
