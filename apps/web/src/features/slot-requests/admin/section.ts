import { lazy } from 'react';
import { ReelsIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const slotRequestsSection: AdminSection = {
  path: 'slot-requests',
  label: 'Slot requests',
  icon: ReelsIcon,
  Page: lazy(() => import('./SlotRequestsAdminPage.tsx').then((m) => ({ default: m.SlotRequestsAdminPage }))),
};
