import { contactErrorCodes as codes } from '@podium/shared/contact/errors';
import { contactMessages } from '@podium/shared/contact/schemas';
import { AppError, defineError } from '../../lib/errors.ts';

/** The contact form's and its admin inbox's refusals. */
export const contactErrors = {
  /** A wrong answer, or a used, expired or unknown token: shown under the captcha field. */
  captchaInvalid: () =>
    new AppError(codes.captchaInvalid, 400, contactMessages.captchaWrong, {
      captcha_answer: [contactMessages.captchaWrong],
    }),
  tooManyMessages: defineError(codes.tooManyMessages, 429, contactMessages.rateLimited),
  messageNotFound: defineError(codes.messageNotFound, 404, contactMessages.notFound),
  mailOff: defineError(codes.mailOff, 409, contactMessages.mailOff),
  replyFailed: defineError(codes.replyFailed, 502, contactMessages.replyFailed),
};
