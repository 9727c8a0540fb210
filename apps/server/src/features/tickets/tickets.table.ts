import { ticketCategories, ticketStatuses } from '@podium/shared/tickets/schemas';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { storeRedemptions } from '../store/store.table.ts';
import { users } from '../users/users.table.ts';

export const ticketCategory = pgEnum('ticket_category', ticketCategories);
export const ticketStatus = pgEnum('ticket_status', ticketStatuses);

/**
 * A member's support ticket. `status` says who it waits on (open: staff; answered: the member);
 * `unreadByMember` is set by a staff reply and cleared when the member opens the ticket (the badge).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: ticketCategory().notNull(),
    subject: text().notNull(),
    status: ticketStatus().notNull().default('open'),
    /** The store purchase it is about, if any. */
    redemptionId: integer().references(() => storeRedemptions.id, { onDelete: 'set null' }),
    unreadByMember: boolean().notNull().default(false),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The last message or status change: the queue and the member's list sort by it. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.updatedAt),
    index('support_tickets_queue_idx').on(t.status, t.updatedAt),
  ],
);

/** One message of a ticket's conversation, as typed (plain text). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean().notNull(),
    /** A staff note: seen by moderators and admins only, never by the member or in their download. */
    staffOnly: boolean().notNull().default(false),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

export type TicketRow = typeof supportTickets.$inferSelect;
