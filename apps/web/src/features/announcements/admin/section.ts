import { lazy } from 'react';
import { ChatIcon } from '@/components/icons/social-icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

export const announcementsSection: AdminSection = {
  path: 'announcements',
  label: 'Announcements',
  icon: ChatIcon,
  Page: lazy(() =>
    import('./AnnouncementsAdminPage.tsx').then((m) => ({ default: m.AnnouncementsAdminPage })),
  ),
};
