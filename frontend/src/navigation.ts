import type { Role } from './api/types';

/**
 * The pages each role sees in the menu, in order; the first is the role's home. The job pages (new job
 * with its quote, job detail, an owner's queue) are added here when the service offers jobs.
 */
export interface NavItem {
  to: string;
  label: string;
}

export const NAVIGATION: Record<Role, NavItem[]> = {
  user: [
    { to: '/wallet', label: 'Wallet' },
    { to: '/sites', label: 'Clusters' },
  ],
  owner: [
    { to: '/owner/clusters', label: 'My clusters' },
    { to: '/owner/revenue', label: 'Revenue' },
    { to: '/sites', label: 'Directory' },
  ],
  admin: [
    { to: '/admin/ledger', label: 'Ledger' },
    { to: '/admin/statements', label: 'Statements' },
    { to: '/admin/transfers', label: 'Job transfers' },
    { to: '/admin/users', label: 'Users' },
    { to: '/admin/grants', label: 'Grants' },
    { to: '/sites', label: 'Clusters' },
  ],
};

export function homeOf(role: Role): string {
  return NAVIGATION[role][0].to;
}
