import { describe, expect, it, vi } from 'vitest';

vi.mock('../api', () => ({ api: { sites: vi.fn() } }));

const { nameOf, nameSitesIn } = await import('./siteNames');

describe('site names', () => {
  const names = new Map([[1, 'CTC SP2'], [5, 'NASA iPSC']]);

  it('names a site id, or says which id it is until known', () => {
    expect(nameOf(names, 5)).toBe('NASA iPSC');
    expect(nameOf(names, 9)).toBe('site #9');
    expect(nameOf(undefined, 1)).toBe('site #1');
    expect(nameOf(names, null)).toBe('—');
  });

  it('names the sites in an event detail', () => {
    expect(nameSitesIn('placed on site 5', names)).toBe('placed on NASA iPSC (site 5)');
    expect(nameSitesIn('to the GFA of site 1; site 12 full', names)).toBe('to the GFA of CTC SP2 (site 1); site 12 full');
    expect(nameSitesIn('placed on site 5', undefined)).toBe('placed on site 5');
  });
});
