import { lazy } from 'react';
import { BracketIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const tournamentsSection: AdminSection = {
  path: 'tournaments',
  label: 'Tournaments',
  icon: BracketIcon,
  Page: lazy(() => import('./TournamentsAdminPage.tsx').then((m) => ({ default: m.TournamentsAdminPage }))),
  subPages: [
    {
      path: ':id',
      Page: lazy(() =>
        import('./TournamentAdminDetailPage.tsx').then((m) => ({ default: m.TournamentAdminDetailPage })),
      ),
    },
  ],
};
