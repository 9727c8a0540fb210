import { lazy } from 'react';
import { TagIcon } from '@/components/icons/action-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const affiliatesSection: AdminSection = {
  path: 'affiliates',
  label: 'Affiliates',
  icon: TagIcon,
  Page: lazy(() => import('./AffiliatesAdminPage.tsx').then((m) => ({ default: m.AffiliatesAdminPage }))),
};
