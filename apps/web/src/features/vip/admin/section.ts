import { lazy } from 'react';
import { CrownIcon } from '@/components/icons/feature-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const vipSection: AdminSection = {
  path: 'vip',
  label: 'VIP tiers',
  icon: CrownIcon,
  Page: lazy(() => import('./VipTiersAdminPage.tsx').then((m) => ({ default: m.VipTiersAdminPage }))),
  panels: {
    member: [lazy(() => import('./MemberVipClaims.tsx').then((m) => ({ default: m.MemberVipClaims })))],
  },
};
