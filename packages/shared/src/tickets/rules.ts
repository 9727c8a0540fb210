import { TICKET_REOPEN_DAYS, type TicketCategory, type TicketStatus } from './schemas.ts';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a member may reopen a ticket closed at `closedAt` (TICKET_REOPEN_DAYS later). */
export const memberReopenUntil = (closedAt: Date): Date =>
  new Date(closedAt.getTime() + TICKET_REOPEN_DAYS * DAY_MS);

/**
 * Whether the ticket's member may reopen it now: closed, and closed no more than TICKET_REOPEN_DAYS ago.
 * Staff may reopen any closed ticket (never their own, and not one whose member deleted their account).
 */
export const canMemberReopen = (status: TicketStatus, closedAt: Date | null, now: Date): boolean =>
  status === 'closed' && closedAt !== null && now.getTime() <= memberReopenUntil(closedAt).getTime();
