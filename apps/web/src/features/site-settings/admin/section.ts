import { lazy } from 'react';
import { PaletteIcon, SlidersIcon } from '@/components/icons/action-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const siteSettingsSections: AdminSection[] = [
  {
    path: 'settings',
    label: 'Site settings',
    icon: SlidersIcon,
    Page: lazy(() => import('./SiteSettingsPage.tsx').then((m) => ({ default: m.SiteSettingsPage }))),
  },
  {
    path: 'theme',
    label: 'Theme',
    icon: PaletteIcon,
    Page: lazy(() => import('./theme/ThemePage.tsx').then((m) => ({ default: m.ThemePage }))),
  },
];
