import { useEffect, useState } from 'react';
import { api } from '../api';
import type { Site } from '../api/types';

/**
 * Site ids to names for the job pages (the jobs API gives ids). GET /api/sites is read once and shared by
 * every page; an id it does not know (a cluster registered since) reads it again, at most every 10 s.
 */
let cache: Promise<Map<number, string>> | undefined;
let readAt = 0;

function load(): Promise<Map<number, string>> {
  readAt = Date.now();
  cache = api.sites().then((sites: Site[]) => new Map(sites.map((site) => [site.id, site.name])),
    (failure: unknown) => {
      cache = undefined;
      throw failure;
    });
  return cache;
}

export function siteNames(): Promise<Map<number, string>> {
  return cache ?? load();
}

/** For tests and sign-out. */
export function forgetSiteNames(): void {
  cache = undefined;
}

/** The name of a site id, "site #id" until known. */
export function nameOf(names: Map<number, string> | undefined, id: number | null | undefined): string {
  if (id === null || id === undefined) {
    return '—';
  }
  return names?.get(id) ?? `site #${id}`;
}

/** The cached names; {@code ids} are those the page shows, and an unknown one refreshes the cache. */
export function useSiteNames(ids: readonly (number | null | undefined)[] = []): Map<number, string> | undefined {
  const [names, setNames] = useState<Map<number, string>>();
  const missing = names ? ids.filter((id) => id != null && !names.has(id)).join(',') : '';
  useEffect(() => {
    let current = true;
    const stale = missing !== '' && Date.now() - readAt > 10_000;
    (stale ? load() : siteNames()).then((map) => current && setNames(map), () => {});
    return () => {
      current = false;
    };
  }, [missing]);
  return names;
}

/** The service's event details name sites by id ("placed on site 5"); people read their names. */
export function nameSitesIn(text: string, names: Map<number, string> | undefined): string {
  if (!names) {
    return text;
  }
  return text.replace(/\bsite (\d+)\b/g, (whole, id: string) => {
    const name = names.get(Number(id));
    return name ? `${name} (site ${id})` : whole;
  });
}
