import { displayName } from '@podium/shared/common/display-name';
import type { ContactInput, ContactMessage, ContactPrefill } from '@podium/shared/contact/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type AppError, badRequest, zodFieldErrors } from '../../lib/errors.ts';
import type { Mailer, OutgoingMail } from '../../lib/mailer.ts';
import { type AuditContext, recordAudit, staffActor } from '../audit/audit.usecases.ts';
import type { UserRow } from '../users/users.table.ts';
import type { CaptchaService } from './captcha.ts';
import { contactErrors } from './contact.errors.ts';
import { findMessage, insertMessage, lockMessage, markReplied, setMark } from './contact.repository.ts';

export interface ContactDeps {
  db: DbOrTx;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * What a refused contact form answers (the route's refusal, lib/validation.ts). SPEC §5: every field's
 * errors at once, under its own name, for the form to show under each field.
 */
export const contactRefusal = (_body: unknown, error: z.ZodError): AppError =>
  badRequest('Please correct the highlighted fields and try again.', zodFieldErrors(error));

/** What an SMTP failure may say in the log: its code and words, never the connection's settings. */
const mailFailure = (error: unknown) => {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  return { code, responseCode, message };
};

const contactMail = (input: ContactInput, sender: UserRow | null, to: string): OutgoingMail => ({
  to,
  replyTo: input.email,
  subject: `Contact: ${input.subject}`,
  text: [
    'A message from the contact form.',
    '',
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Member: ${sender ? `@${sender.username} (id ${sender.id})` : 'not signed in'}`,
    `Subject: ${input.subject}`,
    '',
    input.message,
  ].join('\n'),
});

/**
 * A contact message: the captcha first (its token is used up whatever the answer), then the message is
 * kept for the admins and, when SMTP is set up, mailed to CONTACT_EMAIL_TO in the background — the
 * visitor never waits on the mail server, and a failure is logged (the message is in the inbox anyway).
 */
export async function sendContactMessage(
  deps: ContactDeps & { captcha: CaptchaService },
  input: ContactInput,
  sender: UserRow | null,
): Promise<void> {
  if (!(await deps.captcha.redeem(input.captcha_token, input.captcha_answer))) {
    throw contactErrors.captchaInvalid();
  }
  const id = await insertMessage(deps.db, input, sender?.id ?? null);
  const { mailer } = deps;
  if (mailer.enabled && mailer.contactTo) {
    mailer
      .send(contactMail(input, sender, mailer.contactTo))
      .catch((error: unknown) =>
        deps.log.warn({ mail: mailFailure(error), contactMessageId: id }, 'contact email not sent'),
      );
  }
}

/** SPEC §2: a signed-in member's name (chat name, else username) and email; nothing for visitors. */
export const prefillFor = (user: UserRow | null): ContactPrefill => ({
  name: user ? displayName(user) : null,
  email: user?.email ?? null,
});

/** The marks an admin sets on a message: which column, set or cleared. */
const marks = {
  read: { column: 'readAt', field: 'read', on: true },
  unread: { column: 'readAt', field: 'read', on: false },
  archive: { column: 'archivedAt', field: 'archived', on: true },
  restore: { column: 'archivedAt', field: 'archived', on: false },
} as const;
export type MessageMark = keyof typeof marks;

/** An admin marks a message read or unread, archives or restores it; on record (decision 039). */
export async function markMessage(
  db: Db,
  audit: AuditContext,
  id: number,
  action: MessageMark,
): Promise<ContactMessage> {
  const { column, field, on } = marks[action];
  return db.transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    if (!before || !(await setMark(tx, id, column, on))) throw contactErrors.messageNotFound();
    await recordAudit(tx, audit, {
      action: `contact.${action}`,
      target: { type: 'contact_message', id },
      member: before.userId,
      before: { [field]: before[column] !== null },
      after: { [field]: on },
    });
    const row = await findMessage(tx, id);
    if (!row) throw contactErrors.messageNotFound();
    return row;
  });
}

/**
 * An admin answers a message by email (SMTP only), as plain text; the message records who and when,
 * and the reply is on record (decision 039) once the mail server took it.
 */
export async function replyToMessage(
  deps: ContactDeps & { db: Db },
  audit: AuditContext,
  id: number,
  reply: string,
): Promise<ContactMessage> {
  const actorId = staffActor(audit);
  if (!deps.mailer.enabled) throw contactErrors.mailOff();
  const message = await findMessage(deps.db, id);
  if (!message) throw contactErrors.messageNotFound();
  try {
    await deps.mailer.send({ to: message.email, subject: `Re: ${message.subject}`, text: reply });
  } catch (error) {
    deps.log.warn({ mail: mailFailure(error), contactMessageId: id }, 'contact reply not sent');
    throw contactErrors.replyFailed();
  }
  return deps.db.transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    await markReplied(tx, id, actorId);
    await recordAudit(tx, audit, {
      action: 'contact.reply',
      target: { type: 'contact_message', id },
      member: before?.userId ?? null,
      before: { replied: Boolean(before?.repliedAt) },
      after: { replied: true },
    });
    return (await findMessage(tx, id)) ?? message;
  });
}
