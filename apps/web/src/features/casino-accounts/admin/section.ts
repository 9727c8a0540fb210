import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { IdCardIcon } from './icons.tsx';

/** Admin › Casino accounts (decision 042): verify, refuse and move members' casino accounts. Admins only. */
export const casinoAccountsSection: AdminSection = {
  path: 'casino-accounts',
  label: 'Casino accounts',
  icon: IdCardIcon,
  work: 'casino_accounts',
  Page: lazy(() =>
    import('./CasinoAccountsAdminPage.tsx').then((m) => ({ default: m.CasinoAccountsAdminPage })),
  ),
};
