import { lazy } from 'react';
import { TrophyIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const leaderboardSection: AdminSection = {
  path: 'leaderboards',
  label: 'Leaderboards',
  icon: TrophyIcon,
  Page: lazy(() => import('./LeaderboardsAdminPage.tsx').then((m) => ({ default: m.LeaderboardsAdminPage }))),
};
