import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { CoinsIcon } from './icons.tsx';

export const payoutsSection: AdminSection = {
  path: 'payouts',
  label: 'Payouts',
  icon: CoinsIcon,
  work: 'payouts',
  Page: lazy(() => import('./PayoutsAdminPage.tsx').then((m) => ({ default: m.PayoutsAdminPage }))),
};
