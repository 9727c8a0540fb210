import { lazy } from 'react';
import { TargetIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const bonusHuntsSection: AdminSection = {
  path: 'bonus-hunts',
  label: 'Bonus hunts',
  icon: TargetIcon,
  Page: lazy(() => import('./BonusHuntsAdminPage.tsx').then((m) => ({ default: m.BonusHuntsAdminPage }))),
  subPages: [
    {
      path: ':id',
      Page: lazy(() =>
        import('./BonusHuntAdminDetailPage.tsx').then((m) => ({ default: m.BonusHuntAdminDetailPage })),
      ),
    },
  ],
};
