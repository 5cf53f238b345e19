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

/** The name of a site id: "…" while the names load, "unknown cluster" for one GET /api/sites does not list. */
export function nameOf(names: Map<number, string> | undefined, id: number | null | undefined): string {
  if (id === null || id === undefined) {
    return '—';
  }
  return names ? names.get(id) ?? 'unknown cluster' : '…';
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

/**
 * Older event details and some of the service's reasons name sites by id ("placed on site 5"); people read
 * the cluster's name instead ("placed on NASA iPSC"), never the id, and "a cluster" while the name is unknown.
 */
export function nameSitesIn(text: string, names: Map<number, string> | undefined): string {
  return text.replace(/\bsite (\d+)\b/g, (_, id: string) => names?.get(Number(id)) ?? 'a cluster');
}
