import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The account's refusals (decision 038): a confirmation that is not the username, the last admin leaving. */
export const accountErrors = {
  confirmMismatch: {
    code: 'account.confirm_mismatch',
    status: 400,
    message: 'Type your username exactly to confirm.',
    field: 'confirm_username',
  },
  lastAdmin: {
    code: 'account.last_admin',
    status: 409,
    message: 'You are the last admin: make another member admin before deleting your account.',
  },
} as const satisfies ErrorCatalogue;

export const accountErrorCodes = /* @__PURE__ */ errorCodes(accountErrors);
