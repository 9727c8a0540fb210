import { lazy } from 'react';
import { TrophyIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const wagerFeedsSection: AdminSection = {
  path: 'wager-feeds',
  label: 'Wager feeds',
  icon: TrophyIcon,
  Page: lazy(() => import('./WagerFeedsAdminPage.tsx').then((m) => ({ default: m.WagerFeedsAdminPage }))),
};
