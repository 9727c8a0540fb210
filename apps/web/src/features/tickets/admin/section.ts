import { lazy } from 'react';
import { SupportIcon } from '@/features/tickets/components/icons.tsx';
import type { AdminSection } from '@/lib/admin-section.ts';

/** Admin › Support tickets: the queue and each ticket (moderators and admins). */
export const ticketsSection: AdminSection = {
  path: 'tickets',
  label: 'Support tickets',
  icon: SupportIcon,
  roles: ['Admin', 'Moderator'],
  work: 'tickets',
  Page: lazy(() =>
    import('./SupportTicketsAdminPage.tsx').then((m) => ({ default: m.SupportTicketsAdminPage })),
  ),
  subPages: [
    {
      path: ':id',
      Page: lazy(() =>
        import('./SupportTicketAdminDetailPage.tsx').then((m) => ({
          default: m.SupportTicketAdminDetailPage,
        })),
      ),
    },
  ],
};
