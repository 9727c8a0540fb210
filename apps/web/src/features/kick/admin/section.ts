import { lazy } from 'react';
import { LiveIcon } from '@/components/icons/social-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const kickSection: AdminSection = {
  path: 'kick',
  label: 'Kick',
  icon: LiveIcon,
  Page: lazy(() => import('./KickAdminPage.tsx').then((m) => ({ default: m.KickAdminPage }))),
};
