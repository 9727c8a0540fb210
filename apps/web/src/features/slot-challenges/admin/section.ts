import { lazy } from 'react';
import { GiftIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const slotChallengesSection: AdminSection = {
  path: 'slot-challenges',
  label: 'Slot challenges',
  icon: GiftIcon,
  Page: lazy(() =>
    import('./SlotChallengesAdminPage.tsx').then((m) => ({ default: m.SlotChallengesAdminPage })),
  ),
};
