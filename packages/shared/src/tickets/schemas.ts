import { id, intParam } from '../common/ids.ts';
import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { ticketErrors } from './errors.ts';

/** What a ticket is about (issue 16): a prize or payout, the account, a store order, anything else. */
export const ticketCategories = ['prize_payout', 'account', 'store_order', 'other'] as const;
export const ticketCategorySchema = z.enum(ticketCategories);
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

/** open: waiting for staff; answered: staff replied, waiting for the member; closed: done. */
export const ticketStatuses = ['open', 'answered', 'closed'] as const;
export const ticketStatusSchema = z.enum(ticketStatuses);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const ticketLimits = { subject: 150, message: 5000 } as const;
/** Tickets a member may open within an hour. */
export const TICKETS_PER_HOUR = 5;
export const TICKET_QUEUE_PAGE_SIZE = 25;
/** A member may reopen their own closed ticket for this many days after it was closed (staff any time). */
export const TICKET_REOPEN_DAYS = 14;

export const ticketsMessages = {
  created: 'Ticket created. Our team will reply here, usually within 24-48 hours.',
  replied: 'Reply sent',
  noted: 'Note added — only staff see it',
  noteFailed: 'Failed to add note',
  /** Beside a staff note in the conversation (staff only). */
  staffNoteLabel: 'Staff note',
  addStaffNote: 'Add staff note',
  staffNoteField: 'Note for staff (the member never sees it)',
  closed: 'Ticket closed',
  signIn: 'Please log in to open a support ticket',
  loadFailed: 'Failed to load tickets',
  ticketLoadFailed: 'Failed to load ticket',
  createFailed: 'Failed to create ticket',
  replyFailed: 'Failed to send reply',
  closeFailed: 'Failed to close ticket',
  reopened: 'Ticket reopened',
  reopenFailed: 'Failed to reopen ticket',
  reopen: 'Reopen ticket',
  closeConfirmTitle: 'Close this ticket?',
  closeConfirm: 'The member can reopen it within 14 days; after that they open a new ticket.',
  closeConfirmLabel: 'Close ticket',
  closePending: 'Closing…',
  /** Under a closed ticket the member can still reopen (the date is the last day). */
  reopenUntil: (date: string) => `This ticket is closed. You can reopen it until ${date}.`,
  /** Under a closed ticket past its reopening window, beside a link to a new ticket. */
  closedForGood: 'This ticket is closed and can no longer be reopened.',
  staffClosed: 'This ticket is closed.',
  newTicket: 'Open a new ticket',
  /** The system line added when a member deletes their account (no author). */
  closedByDeletion: 'The member deleted their account, so this ticket was closed.',
  systemAuthor: 'Podium',
  categoryPlaceholder: 'Choose a category',
  reopenExpired: ticketErrors.reopenExpired.message,
  memberDeleted: ticketErrors.memberDeleted.message,
  isClosed: ticketErrors.closed.message,
  ownTicket: ticketErrors.ownTicket.message,
  notFound: ticketErrors.notFound.message,
  redemptionNotFound: ticketErrors.redemptionNotFound.message,
  tooMany: ticketErrors.tooManyTickets.message,
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  categoryRequired: 'Choose what the ticket is about',
} as const;

const messageText = () =>
  text({
    max: ticketLimits.message,
    min: 1,
    minMessage: ticketsMessages.messageRequired,
    multiline: true,
  });

/** POST /api/r/tickets: a member opens a ticket, optionally about one of their store purchases. */
export const ticketCreateSchema = z.strictObject({
  category: z.enum(ticketCategories, { error: ticketsMessages.categoryRequired }),
  subject: text({ max: ticketLimits.subject, min: 1, minMessage: ticketsMessages.subjectRequired }),
  message: messageText(),
  redemption_id: id(ticketsMessages.redemptionNotFound).nullable().default(null),
});
export type TicketCreateInput = z.input<typeof ticketCreateSchema>;

/** POST /api/r/tickets/{id}/reply and /api/staff/tickets/{id}/reply. */
export const ticketReplySchema = z.strictObject({ message: messageText() });
export type TicketReplyInput = z.infer<typeof ticketReplySchema>;

/** One message of the conversation, shown as plain text. */
export const ticketMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  from_staff: z.boolean(),
  /** A note for moderators and admins: only in staff views. */
  staff_only: z.boolean(),
  /** The author's display name; null once their account is gone. */
  author_name: z.string().nullable(),
  created_at: z.string(),
  /** A line the site wrote (a ticket closed because its member deleted their account), not a person. */
  system: z.boolean(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** The store purchase a ticket is about. */
export const ticketRedemptionSchema = z.object({ id: z.number().int(), item_name: z.string() }).nullable();

/** A ticket in the member's own list. */
export const ticketSummarySchema = z.object({
  id: z.number().int(),
  category: ticketCategorySchema,
  subject: z.string(),
  status: ticketStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** A staff reply the member has not opened yet. */
  unread: z.boolean(),
  redemption: ticketRedemptionSchema,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** GET /api/r/tickets/{id}: the ticket and its conversation, oldest first. */
export const ticketDetailSchema = ticketSummarySchema.extend({
  closed_at: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** GET /api/r/tickets/unread: tickets with a staff reply the member has not read (the menu badge). */
export const ticketUnreadSchema = z.object({ count: z.number().int() });

/* ---------- staff (moderators and admins) ---------- */

const person = z.object({ id: z.number().int(), username: z.string(), display_name: z.string() });

/** A ticket in the staff queue. */
export const staffTicketSchema = ticketSummarySchema.omit({ unread: true }).extend({
  member: person,
  message_count: z.number().int(),
  closed_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const staffTicketDetailSchema = staffTicketSchema.extend({
  closed_at: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
});
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

export const ticketQueueQuerySchema = z.object({
  status: ticketStatusSchema.optional(),
  category: ticketCategorySchema.optional(),
  page: intParam({ min: 1, max: 10_000, message: 'Page must be a whole number from 1' }).default(1),
});
export type TicketQueueQuery = z.infer<typeof ticketQueueQuerySchema>;

/** GET /api/staff/tickets: one page of the queue, open tickets first (longest waiting first). */
export const ticketQueuePageSchema = z.object({
  tickets: z.array(staffTicketSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type TicketQueuePage = z.infer<typeof ticketQueuePageSchema>;
