import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { InboxIcon } from './icons.tsx';

/** Admin › Contact inbox (admins only). */
export const contactSection: AdminSection = {
  path: 'contact',
  label: 'Contact inbox',
  icon: InboxIcon,
  work: 'contact',
  Page: lazy(() => import('./ContactInboxAdminPage.tsx').then((m) => ({ default: m.ContactInboxAdminPage }))),
};
