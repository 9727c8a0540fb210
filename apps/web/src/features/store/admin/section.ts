import { lazy } from 'react';
import { BagIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';
import { InboxIcon } from './redemptions/icons.tsx';

export const storeSections: AdminSection[] = [
  {
    path: 'store',
    label: 'Store items',
    icon: BagIcon,
    Page: lazy(() =>
      import('./items/StoreItemsAdminPage.tsx').then((m) => ({ default: m.StoreItemsAdminPage })),
    ),
  },
  {
    path: 'redemptions',
    label: 'Redemptions',
    icon: InboxIcon,
    roles: ['Admin', 'Moderator'],
    work: 'redemptions',
    Page: lazy(() =>
      import('./redemptions/RedemptionsAdminPage.tsx').then((m) => ({ default: m.RedemptionsAdminPage })),
    ),
  },
];
