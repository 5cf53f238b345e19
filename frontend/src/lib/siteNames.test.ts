import { describe, expect, it, vi } from 'vitest';

vi.mock('../api', () => ({ api: { sites: vi.fn() } }));

const { nameOf, nameSitesIn } = await import('./siteNames');

describe('site names', () => {
  const names = new Map([[1, 'CTC SP2'], [5, 'NASA iPSC']]);

  it('names a site id, never showing the id', () => {
    expect(nameOf(names, 5)).toBe('NASA iPSC');
    expect(nameOf(names, 9)).toBe('unknown cluster');
    expect(nameOf(undefined, 1)).toBe('…');
    expect(nameOf(names, null)).toBe('—');
  });

  it('names the sites in an event detail', () => {
    expect(nameSitesIn('placed on site 5', names)).toBe('placed on NASA iPSC');
    expect(nameSitesIn('to the broker of site 1; site 12 full', names)).toBe('to the broker of CTC SP2; a cluster full');
    expect(nameSitesIn('placed on site 5', undefined)).toBe('placed on a cluster');
  });
});
