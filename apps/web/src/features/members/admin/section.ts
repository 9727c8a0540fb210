import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { MedalIcon, StarIcon, UsersIcon } from './icons.tsx';

export const membersSections: AdminSection[] = [
  {
    path: 'members',
    label: 'Members',
    icon: UsersIcon,
    Page: lazy(() => import('./MembersPage.tsx').then((m) => ({ default: m.MembersPage }))),
    subPages: [
      {
        path: ':id',
        Page: lazy(() => import('./MemberDetailPage.tsx').then((m) => ({ default: m.MemberDetailPage }))),
      },
    ],
  },
  {
    path: 'badges',
    label: 'Badges',
    icon: MedalIcon,
    Page: lazy(() => import('./badges/BadgesPage.tsx').then((m) => ({ default: m.BadgesPage }))),
  },
  {
    path: 'achievements',
    label: 'Achievements',
    icon: StarIcon,
    Page: lazy(() =>
      import('./achievements/AchievementsPage.tsx').then((m) => ({ default: m.AchievementsPage })),
    ),
  },
];
