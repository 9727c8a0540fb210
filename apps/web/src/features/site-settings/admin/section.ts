import { lazy } from 'react';
import { PaletteIcon, SlidersIcon } from '@/components/icons/action-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const siteSettingsSections: AdminSection[] = [
  {
    path: 'settings',
    label: 'Site settings',
    icon: SlidersIcon,
    Page: lazy(() =>
      import('./SiteSettingsAdminPage.tsx').then((m) => ({ default: m.SiteSettingsAdminPage })),
    ),
  },
  {
    path: 'theme',
    label: 'Theme',
    icon: PaletteIcon,
    Page: lazy(() => import('./theme/ThemeAdminPage.tsx').then((m) => ({ default: m.ThemeAdminPage }))),
  },
];
