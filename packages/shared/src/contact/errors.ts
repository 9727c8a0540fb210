/** Stable codes of the contact form's and its admin inbox's failures (the envelope's `code`). */
export const contactErrorCodes = {
  /** The captcha answer is wrong, or its token is used, expired or unknown: a new code is needed. */
  captchaInvalid: 'contact.captcha_invalid',
  /** Too many messages from this member or address within the window. */
  tooManyMessages: 'contact.too_many_messages',
  messageNotFound: 'contact.message_not_found',
  /** Replying by email needs SMTP_URL. */
  mailOff: 'contact.mail_off',
  replyFailed: 'contact.reply_failed',
} as const;
export type ContactErrorCode = (typeof contactErrorCodes)[keyof typeof contactErrorCodes];
