import type { TicketCategory, TicketStatus } from './schemas.ts';

const categoryLabels: Record<TicketCategory, string> = {
  prize_payout: 'Prize or payout',
  account: 'Account',
  store_order: 'Store order',
  other: 'Other',
};

const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const ticketCategoryLabel = (category: TicketCategory): string => categoryLabels[category];
export const ticketStatusLabel = (status: TicketStatus): string => statusLabels[status];

/** A closed ticket takes no more replies from either side; anything else does. */
export const canReplyToTicket = (status: TicketStatus): boolean => status !== 'closed';
export const canCloseTicket = (status: TicketStatus): boolean => status !== 'closed';

/**
 * Who the ticket waits on after a reply: a member's reply puts it back in the staff queue, a staff
 * reply hands it to the member.
 */
export const statusAfterReply = (fromStaff: boolean): TicketStatus => (fromStaff ? 'answered' : 'open');

/**
 * Separation of duties: staff never answer or close their own ticket as staff; another moderator or
 * admin does. The server enforces it in the same conditional update as the action; the web disables
 * the staff controls on the viewer's own tickets.
 */
export const isOwnTicket = (ownerId: number, viewerId: number | null | undefined): boolean =>
  viewerId !== null && viewerId !== undefined && ownerId === viewerId;

/** The queue's order: open first, then answered, then closed. */
export const ticketStatusRank = (status: TicketStatus): number =>
  ['open', 'answered', 'closed'].indexOf(status);
