import { intParam } from '../common/ids.ts';
import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { contactErrors } from './errors.ts';

/** SPEC §9: replies take 24-48 hours; a captcha is good for 10 minutes, once. */
export const CAPTCHA_TTL_MINUTES = 10;
export const CAPTCHA_LENGTH = 5;

/**
 * Contact messages one sender may send: per member (signed in) and per address (everyone, so a shared
 * address is held a little looser), within one window.
 */
export const CONTACT_LIMITS = { perMember: 5, perAddress: 10, windowMinutes: 60 } as const;

export const contactLimits = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  captchaAnswer: 20,
  reply: 5000,
} as const;

/** What the contact page and its admin inbox say; SPEC §8 texts are exact. */
export const contactMessages = {
  sent: 'Thank you! Your message has been sent. We usually reply within 24-48 hours.',
  sendFailed: 'Failed to send message. Please try again.',
  captchaFailed: 'Failed to load verification code',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  captchaRequired: 'Please enter the verification code',
  captchaWrong: contactErrors.captchaInvalid.message,
  rateLimited: contactErrors.tooManyMessages.message,
  /** After a failed send (the form resets, SPEC §5) the text is kept in the tab (decision 050). */
  restore: 'Restore your message',
  restoreHint: 'Your message was kept in this tab.',
  draftRestored: 'Your message is back in the form.',
  /** The captcha's time left, as m:ss; it is replaced by a new one shortly before it runs out. */
  captchaExpiresIn: (left: string) => `This check expires in ${left}`,
  captchaRenewed: 'The verification code was about to expire, so here is a new one.',
  markedRead: 'Message marked as read',
  markedUnread: 'Message marked as unread',
  archived: 'Message archived',
  restored: 'Message moved back to the inbox',
  replied: 'Reply sent by email',
  replyFailed: contactErrors.replyFailed.message,
  mailOff: contactErrors.mailOff.message,
} as const;

/** GET /api/r/captcha (SPEC §3 Captcha response): a single-use token and its picture (an SVG data URL). */
export const captchaSchema = z.object({ token: z.string(), image: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

/** A captcha token as the server issues it (base64url); anything else names no captcha. */
const captchaToken = z.string({ error: 'Verification code missing' }).regex(/^[A-Za-z0-9_-]{16,64}$/, {
  error: 'Verification code missing',
});

/** POST /api/r/contact (SPEC §3 Contact payload). Field errors are SPEC §5's per-field arrays. */
export const contactInputSchema = z.strictObject({
  name: text({ max: contactLimits.name, min: 1, minMessage: contactMessages.nameRequired }),
  email: text({ max: contactLimits.email, min: 1, minMessage: contactMessages.emailRequired }).pipe(
    z.email(contactMessages.emailInvalid),
  ),
  subject: text({ max: contactLimits.subject, min: 1, minMessage: contactMessages.subjectRequired }),
  message: text({
    max: contactLimits.message,
    min: 1,
    minMessage: contactMessages.messageRequired,
    multiline: true,
  }),
  captcha_token: captchaToken,
  captcha_answer: text({
    max: contactLimits.captchaAnswer,
    min: 1,
    minMessage: contactMessages.captchaRequired,
  }),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** GET /api/r/contact/prefill: a signed-in member's name and email for the form (nulls for visitors). */
export const contactPrefillSchema = z.object({ name: z.string().nullable(), email: z.string().nullable() });
export type ContactPrefill = z.infer<typeof contactPrefillSchema>;

/* ---------- the admin inbox ---------- */

export const inboxFolders = ['inbox', 'archived'] as const;
export type InboxFolder = (typeof inboxFolders)[number];

/** One message as the admin inbox shows it: plain text, never markup. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The sender, when they were signed in. */
  member: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  replied_at: z.string().nullable(),
  replied_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const INBOX_PAGE_SIZE = 20;

export const inboxQuerySchema = z.object({
  folder: z.enum(inboxFolders).default('inbox'),
  page: intParam({ min: 1, max: 10_000, message: 'Page must be a whole number from 1' }).default(1),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** GET /api/admin/contact/messages: one page of a folder, newest first, and what the inbox can do. */
export const inboxPageSchema = z.object({
  messages: z.array(contactMessageSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** Unread messages in the inbox (not archived). */
  unread: z.number().int(),
  /** Whether SMTP is set up, so an admin can reply by email from here. */
  can_reply: z.boolean(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** POST /api/admin/contact/messages/{id}/reply. */
export const contactReplySchema = z.strictObject({
  message: text({
    max: contactLimits.reply,
    min: 1,
    minMessage: 'Write a reply first',
    multiline: true,
  }),
});
export type ContactReply = z.infer<typeof contactReplySchema>;
