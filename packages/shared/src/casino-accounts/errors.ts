import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The casino accounts' refusals (decision 042). */
export const casinoAccountErrors = {
  notFound: { code: 'casino_accounts.not_found', status: 404, message: 'Casino account not found.' },
  /** Staff never serve themselves: another admin decides an account they hold or receive. */
  ownAccount: {
    code: 'casino_accounts.own_account',
    status: 403,
    message: 'This is your own casino account: another admin must decide it.',
  },
  /** Only a held account is verified or refused: a released one waits for its next holder. */
  released: {
    code: 'casino_accounts.released',
    status: 409,
    message: 'No member holds this casino account now, so there is nothing to decide.',
  },
  alreadyVerified: {
    code: 'casino_accounts.already_verified',
    status: 409,
    message: 'This casino account is verified already.',
  },
  alreadyRefused: {
    code: 'casino_accounts.already_refused',
    status: 409,
    message: 'This casino account is refused already.',
  },
  /** Another admin or the member changed who holds it between the read and the lock. */
  changed: {
    code: 'casino_accounts.changed',
    status: 409,
    message: 'This casino account changed hands meanwhile: reload the list and try again.',
  },
  moveTargetNotFound: {
    code: 'casino_accounts.move_target_not_found',
    status: 404,
    message: 'The member to move it to was not found, or is deleted or banned.',
    field: 'user_id',
  },
  moveSameHolder: {
    code: 'casino_accounts.move_same_holder',
    status: 409,
    message: 'This member holds the casino account already.',
    field: 'user_id',
  },
  /** The destination already has another account on that casino: one account per casino per member. */
  moveTargetLinked: {
    code: 'casino_accounts.move_target_linked',
    status: 409,
    message: (label: string) =>
      `That member already has another ${label} account linked: they must clear it first.`,
    field: 'user_id',
  },
} as const satisfies ErrorCatalogue;

export const casinoAccountErrorCodes = /* @__PURE__ */ errorCodes(casinoAccountErrors);
