import type { Role } from './api/types';

/**
 * The pages each role sees in the menu, in order; the first is the role's home. A job's detail page
 * (/jobs/{id}) and a cluster's queue (/owner/clusters/{id}/queue) are reached from the pages that list them.
 */
export interface NavItem {
  to: string;
  label: string;
}

export const NAVIGATION: Record<Role, NavItem[]> = {
  user: [
    { to: '/wallet', label: 'Wallet' },
    { to: '/jobs/new', label: 'New job' },
    { to: '/sites', label: 'Clusters' },
    { to: '/contracts', label: 'Grid contracts' },
  ],
  owner: [
    { to: '/owner/clusters', label: 'My clusters' },
    { to: '/owner/revenue', label: 'Revenue' },
    { to: '/sites', label: 'Directory' },
    { to: '/contracts', label: 'Grid contracts' },
  ],
  admin: [
    { to: '/admin/ledger', label: 'Ledger' },
    { to: '/admin/statements', label: 'Statements' },
    { to: '/admin/transfers', label: 'Job transfers' },
    { to: '/admin/jobs', label: 'Jobs audit' },
    { to: '/admin/federation-queue', label: 'Federation queue' },
    { to: '/admin/contracts', label: 'Contracts' },
    { to: '/admin/users', label: 'Users' },
    { to: '/admin/grants', label: 'Grants' },
    { to: '/sites', label: 'Clusters' },
  ],
};

export function homeOf(role: Role): string {
  return NAVIGATION[role][0].to;
}
