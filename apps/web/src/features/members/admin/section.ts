import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { UsersIcon } from './icons.tsx';

export const membersSections: AdminSection[] = [
  {
    path: 'members',
    label: 'Members',
    icon: UsersIcon,
    Page: lazy(() => import('./MembersAdminPage.tsx').then((m) => ({ default: m.MembersAdminPage }))),
    subPages: [
      {
        path: ':id',
        Page: lazy(() =>
          import('./MemberAdminDetailPage.tsx').then((m) => ({ default: m.MemberAdminDetailPage })),
        ),
      },
    ],
  },
];
