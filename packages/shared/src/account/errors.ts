/** Stable codes of the account feature's failures (the envelope's `code`). */
export const accountErrorCodes = {
  confirmMismatch: 'account.confirm_mismatch',
  lastAdmin: 'account.last_admin',
} as const;
export type AccountErrorCode = (typeof accountErrorCodes)[keyof typeof accountErrorCodes];
