import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { ShieldIcon } from './icons.tsx';

/** Admin › Trust pages: Terms, Privacy, Responsible Gambling (admins only). */
export const trustSection: AdminSection = {
  path: 'trust',
  label: 'Trust pages',
  icon: ShieldIcon,
  Page: lazy(() => import('./TrustPagesAdminPage.tsx').then((m) => ({ default: m.TrustPagesAdminPage }))),
};
