import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/**
 * A wait in people's words, rounded up to the minute: 'a minute', '42 minutes', 'an hour' (the
 * limit's window is an hour, decision 021).
 */
export function waitWords(ms: number): string {
  if (!Number.isFinite(ms)) return 'an hour';
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes === 1) return 'a minute';
  if (minutes >= 60) return 'an hour';
  return `${minutes} minutes`;
}

/** The contact form's and its admin inbox's refusals (decision 038). */
export const contactErrors = {
  /** The captcha answer is wrong, or its token is used, expired or unknown: a new code is needed. */
  captchaInvalid: {
    code: 'contact.captcha_invalid',
    status: 400,
    message: 'The verification code is wrong or has expired. Please try the new code.',
    field: 'captcha_answer',
  },
  /** Too many messages from this member or address within the window: how long until the next may go. */
  tooManyMessages: {
    code: 'contact.too_many_messages',
    status: 429,
    message: (waitMs: number) =>
      `You have sent too many messages. Please wait ${waitWords(waitMs)} before sending another.`,
  },
  messageNotFound: { code: 'contact.message_not_found', status: 404, message: 'Message not found' },
  /** Replying by email needs SMTP_URL. */
  mailOff: {
    code: 'contact.mail_off',
    status: 409,
    message: 'Email is not set up on this server (SMTP_URL), so replies cannot be sent from here.',
  },
  replyFailed: {
    code: 'contact.reply_failed',
    status: 502,
    message: 'The reply could not be sent. Please try again later.',
  },
} as const satisfies ErrorCatalogue;

export const contactErrorCodes = /* @__PURE__ */ errorCodes(contactErrors);
