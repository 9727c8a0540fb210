import type { Role } from '@podium/shared/common/user';

/**
 * The menus' support links (decision 050): a member's (and an admin's, who has the Admin Panel)
 * "Support Tickets" is their own list; a moderator's is the staff queue, their own tickets one item
 * further. Loaded with the menus.
 */
export function ticketLinks(role: Role): { to: string; label: string; unread: boolean }[] {
  if (role === 'Moderator') {
    return [
      { to: '/admin-new/tickets', label: 'Support Tickets', unread: false },
      { to: '/tickets', label: 'Your tickets', unread: true },
    ];
  }
  return [{ to: '/tickets', label: 'Support Tickets', unread: true }];
}
