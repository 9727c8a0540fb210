import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { PastPeriodsIcon } from './past-periods-icon.tsx';

/** Admin › Past periods (decision 063): closed leaderboard periods, their prize winners and unmatched prizes. */
export const pastPeriodsSection: AdminSection = {
  path: 'leaderboard-periods',
  label: 'Past periods',
  icon: PastPeriodsIcon,
  work: 'leaderboard_prizes',
  Page: lazy(() => import('./PastPeriodsAdminPage.tsx').then((m) => ({ default: m.PastPeriodsAdminPage }))),
};
