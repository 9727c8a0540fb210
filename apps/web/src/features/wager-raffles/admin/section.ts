import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { WagerTicketIcon } from './icons.tsx';

export const wagerRafflesSection: AdminSection = {
  path: 'wager-raffles',
  label: 'Wager raffles',
  icon: WagerTicketIcon,
  Page: lazy(() => import('./WagerRafflesAdminPage.tsx').then((m) => ({ default: m.WagerRafflesAdminPage }))),
  subPages: [
    {
      path: ':id',
      Page: lazy(() =>
        import('./WagerRaffleAdminDetailPage.tsx').then((m) => ({ default: m.WagerRaffleAdminDetailPage })),
      ),
    },
  ],
};
