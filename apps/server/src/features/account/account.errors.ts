import { accountErrorCodes as codes } from '@podium/shared/account/errors';
import { accountMessages } from '@podium/shared/account/schemas';
import { AppError, defineError } from '../../lib/errors.ts';

/** The account's refusals: a confirmation that is not the username, the last admin leaving. */
export const accountErrors = {
  confirmMismatch: () =>
    new AppError(codes.confirmMismatch, 400, accountMessages.confirmMismatch, {
      confirm_username: [accountMessages.confirmMismatch],
    }),
  lastAdmin: defineError(codes.lastAdmin, 409, accountMessages.lastAdmin),
};
