import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_FORM, registrationOf } from './siteForm';

describe('registrationOf', () => {
  it('builds the registration with the price in µG$ per processor-hour', () => {
    expect(registrationOf({ ...EMPTY_SITE_FORM, name: ' Lab cluster ', gridName: 'lab', 'price.priceMicroGdPerProcessorHour': '4.84' }))
      .toEqual({ site: { name: 'Lab cluster', processors: 64, mipsPerProcessor: 1000, bandwidthGbps: 1, gridName: 'lab',
        price: { priceMicroGdPerProcessorHour: 4_840_000 } }, errors: {} });
  });

  it('registers without a price (the cluster stays out of the directory until it posts one)', () => {
    expect(registrationOf({ ...EMPTY_SITE_FORM, name: 'x', gridName: 'lab' }).site?.price).toBeNull();
  });

  it('names every bad field', () => {
    expect(registrationOf({ name: '', processors: '0', mipsPerProcessor: '0', bandwidthGbps: '-1', gridName: 'a b',
      'price.priceMicroGdPerProcessorHour': 'x' }).errors).toEqual({
      name: '1 to 64 characters',
      processors: 'must be greater than 0',
      mipsPerProcessor: 'must be greater than 0',
      bandwidthGbps: 'a number of Gb/s above 0, at most 100,000',
      gridName: "1 to 64 letters, digits, '_', '.', '-'",
      'price.priceMicroGdPerProcessorHour': 'enter an amount in G$, such as 4.84',
    });
  });
});
