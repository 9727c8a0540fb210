import { lazy } from 'react';
import { MedalIcon, StarIcon } from '@/components/icons/catalogue-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

/** The catalogues members earn from: badges an admin grants, achievements that unlock. */
export const achievementsSections: AdminSection[] = [
  {
    path: 'badges',
    label: 'Badges',
    icon: MedalIcon,
    Page: lazy(() => import('./badges/BadgesAdminPage.tsx').then((m) => ({ default: m.BadgesAdminPage }))),
  },
  {
    path: 'achievements',
    label: 'Achievements',
    icon: StarIcon,
    Page: lazy(() =>
      import('./achievements/AchievementsAdminPage.tsx').then((m) => ({ default: m.AchievementsAdminPage })),
    ),
  },
];
