import { lazy } from 'react';
import { TicketIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const wagerRafflesSection: AdminSection = {
  path: 'wager-raffles',
  label: 'Wager Raffles',
  icon: TicketIcon,
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
