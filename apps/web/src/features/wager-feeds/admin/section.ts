import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { FeedSyncIcon } from './icons.tsx';

export const wagerFeedsSection: AdminSection = {
  path: 'wager-feeds',
  label: 'Wager feeds',
  icon: FeedSyncIcon,
  Page: lazy(() => import('./WagerFeedsAdminPage.tsx').then((m) => ({ default: m.WagerFeedsAdminPage }))),
};
