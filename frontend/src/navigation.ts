import type { Role } from './api/types';

/**
 * The pages each role sees in the menu, in order; the first is the role's home. A job's detail page
 * (/jobs/{id}) and a cluster's queue (/owner/clusters/{id}/queue) are reached from the pages that list them, as are
 * a research run (/research/runs/{id}) and the comparison of two (/research/compare).
 */
export interface NavItem {
  to: string;
  label: string;
  /** Items of one group sit together behind one button (a disclosure), so the admin's menu fits one row. */
  group?: string;
}

export const NAVIGATION: Record<Role, NavItem[]> = {
  user: [
    { to: '/wallet', label: 'Wallet' },
    { to: '/jobs/new', label: 'New job' },
    { to: '/sites', label: 'Clusters' },
    { to: '/contracts', label: 'Grid contracts' },
    { to: '/research', label: 'Research' },
  ],
  owner: [
    { to: '/owner/clusters', label: 'My clusters' },
    { to: '/owner/revenue', label: 'Revenue' },
    { to: '/sites', label: 'Directory' },
    { to: '/contracts', label: 'Grid contracts' },
    { to: '/research', label: 'Research' },
  ],
  admin: [
    { to: '/admin/ledger', label: 'Ledger' },
    { to: '/admin/statements', label: 'Statements' },
    { to: '/admin/transfers', label: 'Job transfers' },
    { to: '/admin/jobs', label: 'Jobs audit' },
    { to: '/admin/users', label: 'Users' },
    { to: '/admin/grants', label: 'Grants' },
    { to: '/admin/federation-queue', label: 'Federation queue', group: 'Federation' },
    { to: '/admin/contracts', label: 'Contracts', group: 'Federation' },
    { to: '/sites', label: 'Clusters', group: 'Federation' },
    { to: '/research', label: 'Research' },
  ],
};

export function homeOf(role: Role): string {
  return NAVIGATION[role][0].to;
}

/** A role's menu as shown: single items, and each group's items together under its name, in order. */
export type MenuEntry = { item: NavItem } | { group: string; items: NavItem[] };

export function menuOf(items: readonly NavItem[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const item of items) {
    const last = entries[entries.length - 1];
    if (item.group && last && 'group' in last && last.group === item.group) {
      last.items.push(item);
    } else {
      entries.push(item.group ? { group: item.group, items: [item] } : { item });
    }
  }
  return entries;
}
