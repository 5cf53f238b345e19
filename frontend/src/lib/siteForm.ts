import type { RegisterSite } from '../api/types';
import { checkWhole } from './jobForm';
import { checkPrice, type Errors } from './validation';

/**
 * The owner's "register a cluster" form: text per field, checked with SiteResource.RegisterSite's rules,
 * keyed by the API's field names (the price by its API path) so the service's field errors land on the inputs.
 */
export const SITE_FIELDS = ['name', 'processors', 'mipsPerProcessor', 'bandwidthGbps', 'gridName',
  'price.priceMicroGdPerProcessorHour'] as const;

export type SiteField = (typeof SITE_FIELDS)[number];
export type SiteForm = Record<SiteField, string>;

export const EMPTY_SITE_FORM: SiteForm = {
  name: '', processors: '64', mipsPerProcessor: '1000', bandwidthGbps: '1', gridName: '', 'price.priceMicroGdPerProcessorHour': '',
};

const GRID_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** The body to send, or the errors to show; never both. */
export function registrationOf(form: SiteForm): { site?: RegisterSite; errors: Errors } {
  const errors: Errors = {};
  const name = form.name.trim();
  if (name.length < 1 || name.length > 64) {
    errors.name = '1 to 64 characters';
  }
  const processors = checkWhole(form.processors, 1, 10_000_000);
  const mips = checkWhole(form.mipsPerProcessor, 1, 100_000_000);
  const bandwidth = Number(form.bandwidthGbps.trim());
  if (!/^\d*\.?\d+$/.test(form.bandwidthGbps.trim()) || !(bandwidth > 0) || bandwidth > 100_000) {
    errors.bandwidthGbps = 'a number of Gb/s above 0, at most 100,000';
  }
  if (!GRID_NAME.test(form.gridName.trim())) {
    errors.gridName = "1 to 64 letters, digits, '_', '.', '-'";
  }
  const priceText = form['price.priceMicroGdPerProcessorHour'];
  const price = priceText.trim() === '' ? {} : checkPrice(priceText);
  for (const [field, check] of [['processors', processors], ['mipsPerProcessor', mips],
    ['price.priceMicroGdPerProcessorHour', price]] as const) {
    if (check.error) {
      errors[field] = check.error;
    }
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  const micro = 'micro' in price ? price.micro : undefined;
  return {
    site: { name, processors: processors.value!, mipsPerProcessor: mips.value!, bandwidthGbps: bandwidth,
      gridName: form.gridName.trim(), price: micro === undefined ? null : { priceMicroGdPerProcessorHour: Number(micro) } },
    errors,
  };
}
