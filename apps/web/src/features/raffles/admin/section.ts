import { lazy } from 'react';
import { TicketIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const rafflesSection: AdminSection = {
  path: 'raffles',
  label: 'Raffles',
  icon: TicketIcon,
  Page: lazy(() => import('./RafflesAdminPage.tsx').then((m) => ({ default: m.RafflesAdminPage }))),
  subPages: [
    {
      path: ':id',
      Page: lazy(() =>
        import('./RaffleAdminDetailPage.tsx').then((m) => ({ default: m.RaffleAdminDetailPage })),
      ),
    },
  ],
};
