import { isOwnTicket, statusAfterReply } from '@podium/shared/tickets/rules';
import {
  type StaffTicketDetail,
  type TicketDetail,
  type ticketCreateSchema,
  ticketsMessages,
} from '@podium/shared/tickets/schemas';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError } from '../../lib/errors.ts';
import { type AuditContext, recordAudit, staffActor } from '../audit/audit.usecases.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import {
  closeTicketsOf,
  lockTicket,
  markClosed,
  markReopened,
  touchForReply,
} from './ticket-queue.repository.ts';
import { ticketConstraints, ticketErrors } from './tickets.errors.ts';
import {
  closedAt,
  conversation,
  findTicket,
  insertTicket,
  insertTicketMessage,
  markSeen,
  ownRedemption,
  toStaffTicket,
  toSummary,
} from './tickets.repository.ts';

type CreateInput = z.output<typeof ticketCreateSchema>;

/** The member's view of their own ticket (someone else's is "not found"); opening it marks it seen. */
export async function memberTicket(db: DbOrTx, id: number, userId: number): Promise<TicketDetail> {
  const record = await findTicket(db, id);
  if (!record || record.t.userId !== userId) throw ticketErrors.notFound();
  if (record.t.unreadByMember) await markSeen(db, id, userId);
  return {
    ...toSummary(record),
    unread: false,
    closed_at: closedAt(record),
    messages: await conversation(db, id, 'member'),
  };
}

export async function staffTicket(db: DbOrTx, id: number): Promise<StaffTicketDetail> {
  const record = await findTicket(db, id);
  if (!record) throw ticketErrors.notFound();
  return {
    ...toStaffTicket(record),
    closed_at: closedAt(record),
    messages: await conversation(db, id, 'staff'),
  };
}

/** A member opens a ticket with its first message, about one of their own purchases if they say so. */
export async function openTicket(db: Db, userId: number, input: CreateInput): Promise<TicketDetail> {
  try {
    const id = await db.transaction(async (tx) => {
      if (input.redemption_id !== null && !(await ownRedemption(tx, input.redemption_id, userId))) {
        throw ticketErrors.redemptionNotFound();
      }
      const ticketId = await insertTicket(tx, {
        userId,
        category: input.category,
        subject: input.subject,
        redemptionId: input.redemption_id,
      });
      await insertTicketMessage(tx, { ticketId, authorId: userId, fromStaff: false, body: input.message });
      return ticketId;
    });
    return memberTicket(db, id, userId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw constraintError(error, ticketConstraints);
  }
}

/** Why a reply or close matched nothing: no such ticket, it is closed, or it is the actor's own. */
async function refusal(db: DbOrTx, id: number, actor: { member: number } | { staff: number }) {
  const record = await findTicket(db, id);
  if (!record) return ticketErrors.notFound();
  if ('member' in actor && record.t.userId !== actor.member) return ticketErrors.notFound();
  if ('staff' in actor && isOwnTicket(record.t.userId, actor.staff)) return ticketErrors.ownTicket();
  return ticketErrors.closed();
}

/** Adds a reply where the ticket still takes one from this side, inside the caller's transaction: its id. */
async function reply(tx: Tx, id: number, actor: { member: number } | { staff: number }, body: string) {
  if (!(await touchForReply(tx, id, actor))) throw await refusal(tx, id, actor);
  const authorId = 'member' in actor ? actor.member : actor.staff;
  return insertTicketMessage(tx, { ticketId: id, authorId, fromStaff: 'staff' in actor, body });
}

/** The member answers on their own open or answered ticket: it goes back to the staff queue. */
export async function memberReply(db: Db, id: number, userId: number, body: string): Promise<TicketDetail> {
  await db.transaction((tx) => reply(tx, id, { member: userId }, body));
  return memberTicket(db, id, userId);
}

/**
 * A moderator or admin answers someone else's ticket: it waits on the member, whose badge lights up.
 * On record for the ticket's member (decision 039), with the message it added.
 */
export async function staffReply(db: Db, audit: AuditContext, id: number, body: string) {
  const actorId = staffActor(audit);
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    const messageId = await reply(tx, id, { staff: actorId }, body);
    await recordAudit(tx, audit, {
      action: 'tickets.reply',
      target: { type: 'support_ticket', id },
      member: ticket!.userId,
      before: { status: ticket!.status },
      after: { status: statusAfterReply(true), message_id: messageId },
    });
    await notify(tx, {
      userId: ticket!.userId,
      kind: 'ticket_reply',
      ref: `ticket-message:${messageId}`,
      data: { ticket_id: id, subject: ticket!.subject },
    });
  });
  return staffTicket(db, id);
}

/**
 * A moderator or admin leaves a note on someone else's ticket, in any state, for staff only: the member
 * never sees it (nor does their download), and it changes neither who the ticket waits on nor its place
 * in the queue. On record for the ticket's member, with the note's id.
 */
export async function staffNote(db: Db, audit: AuditContext, id: number, body: string) {
  const actorId = staffActor(audit);
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw ticketErrors.notFound();
    if (isOwnTicket(ticket.userId, actorId)) throw ticketErrors.ownTicket();
    const messageId = await insertTicketMessage(tx, {
      ticketId: id,
      authorId: actorId,
      fromStaff: true,
      staffOnly: true,
      body,
    });
    await recordAudit(tx, audit, {
      action: 'tickets.note',
      target: { type: 'support_ticket', id },
      member: ticket.userId,
      after: { message_id: messageId },
    });
  });
  return staffTicket(db, id);
}

/** A moderator or admin closes someone else's ticket, once; on record for the ticket's member. */
export async function closeTicket(db: Db, audit: AuditContext, id: number): Promise<StaffTicketDetail> {
  const actorId = staffActor(audit);
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!(await markClosed(tx, id, actorId))) throw await refusal(tx, id, { staff: actorId });
    await recordAudit(tx, audit, {
      action: 'tickets.close',
      target: { type: 'support_ticket', id },
      member: ticket!.userId,
      before: { status: ticket!.status },
      after: { status: 'closed' },
    });
  });
  return staffTicket(db, id);
}

/** Why a reopen matched nothing: no such ticket (or not theirs), their own as staff, open, member gone, too late. */
async function reopenRefusal(db: DbOrTx, id: number, actor: { member: number } | { staff: number }) {
  const record = await findTicket(db, id);
  if (!record) return ticketErrors.notFound();
  if ('member' in actor && record.t.userId !== actor.member) return ticketErrors.notFound();
  if ('staff' in actor && isOwnTicket(record.t.userId, actor.staff)) return ticketErrors.ownTicket();
  if (record.t.status !== 'closed') return ticketErrors.notClosed();
  if (record.member.deletedAt !== null) return ticketErrors.memberDeleted();
  return ticketErrors.reopenExpired();
}

/** The member reopens their own closed ticket within TICKET_REOPEN_DAYS of its closing: back in the queue. */
export async function memberReopen(db: Db, id: number, userId: number): Promise<TicketDetail> {
  await db.transaction(async (tx) => {
    if (!(await markReopened(tx, id, { member: userId })))
      throw await reopenRefusal(tx, id, { member: userId });
  });
  return memberTicket(db, id, userId);
}

/** A moderator or admin reopens someone else's closed ticket, any time; on record for its member. */
export async function staffReopen(db: Db, audit: AuditContext, id: number): Promise<StaffTicketDetail> {
  const actorId = staffActor(audit);
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!(await markReopened(tx, id, { staff: actorId })))
      throw await reopenRefusal(tx, id, { staff: actorId });
    await recordAudit(tx, audit, {
      action: 'tickets.reopen',
      target: { type: 'support_ticket', id },
      member: ticket!.userId,
      before: { status: 'closed' },
      after: { status: 'open' },
    });
  });
  return staffTicket(db, id);
}

/**
 * Inside the account deletion's transaction: the member's open and answered tickets close, each with a
 * system line, on record (decision 039) with the member as actor.
 */
export async function closeTicketsOfDeletedMember(tx: Tx, audit: AuditContext, userId: number) {
  const closed = await closeTicketsOf(tx, userId, ticketsMessages.closedByDeletion);
  for (const ticket of closed) {
    await recordAudit(tx, audit, {
      action: 'tickets.close',
      target: { type: 'support_ticket', id: ticket.id },
      member: userId,
      before: { status: ticket.status },
      after: { status: 'closed' },
      reason: ticketsMessages.closedByDeletion,
    });
  }
}
