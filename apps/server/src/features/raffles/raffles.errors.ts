import { raffleAdminMessages as admin } from '@podium/shared/raffles/admin';
import { raffleErrorCodes as codes } from '@podium/shared/raffles/errors';
import { MAX_TICKETS_PER_REQUEST, raffleMessages as m } from '@podium/shared/raffles/messages';
import type { EntryRefusal } from '@podium/shared/raffles/rules';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { AppError, badRequest, defineError, unauthorized } from '../../lib/errors.ts';

const fieldError = (code: string, status: number, field: string, message: string) => () =>
  new AppError(code, status, message, { [field]: [message] });

/** The raffles' refusals: entries, draws and the admin's actions. */
export const raffleErrors = {
  notFound: defineError(codes.notFound, 404, m.notFound),
  loginRequired: () => unauthorized(m.loginRequired),
  kickRequired: defineError(codes.kickRequired, 403, m.kickRequired),
  ended: defineError(codes.ended, 409, m.ended),
  notAccepting: defineError(codes.notAccepting, 409, m.notAccepting),
  methodNotAllowed: fieldError(codes.methodNotAllowed, 400, 'entry_type', m.methodNotAllowed),
  alreadyEnteredFree: defineError(codes.alreadyEnteredFree, 409, m.alreadyEnteredFree),
  alreadyEnteredPassword: defineError(codes.alreadyEnteredPassword, 409, m.alreadyEnteredPassword),
  passwordRequired: () => badRequest(m.passwordRequired, { password: [m.passwordRequired] }),
  wrongPassword: fieldError(codes.wrongPassword, 400, 'password', m.wrongPassword),
  tooManyGuesses: defineError(codes.tooManyGuesses, 429, m.tooManyGuesses),
  pointsNotMultiple: (perEntry: number) =>
    fieldError(codes.pointsNotMultiple, 400, 'points_spent', m.pointsNotMultiple(perEntry))(),
  ticketLimit: (max: number) => fieldError(codes.ticketLimit, 409, 'points_spent', m.ticketLimit(max))(),
  tooManyTickets: fieldError(
    codes.tooManyTickets,
    400,
    'points_spent',
    m.tooManyTickets(MAX_TICKETS_PER_REQUEST),
  ),
  insufficientPoints: defineError(codes.insufficientPoints, 409, m.insufficient),
  noEntryMethod: defineError(codes.noEntryMethod, 400, admin.noEntryMethod),
  alreadyDrawn: defineError(codes.alreadyDrawn, 409, admin.alreadyDrawn),
  notDrawn: defineError(codes.notDrawn, 409, admin.notDrawn),
  cancelled: defineError(codes.cancelled, 409, admin.cancelledAlready),
  notAWinner: fieldError(codes.notAWinner, 409, 'user_id', admin.notAWinner),
  noMemberLeft: defineError(codes.noMemberLeft, 409, admin.noMemberLeft),
  entryNotFound: defineError(codes.entryNotFound, 404, admin.entryNotFound),
};

/** The error for a refusal of the shared entry rule (the points figures fill the messages). */
export function refusalError(
  refusal: EntryRefusal,
  figures: { perEntry: number; maxTickets: number | null },
): AppError {
  switch (refusal) {
    case 'login_required':
      return raffleErrors.loginRequired();
    case 'kick_required':
      return raffleErrors.kickRequired();
    case 'ended':
      return raffleErrors.ended();
    case 'not_accepting':
      return raffleErrors.notAccepting();
    case 'method_not_allowed':
      return raffleErrors.methodNotAllowed();
    case 'already_entered_free':
      return raffleErrors.alreadyEnteredFree();
    case 'already_entered_password':
      return raffleErrors.alreadyEnteredPassword();
    case 'password_required':
      return raffleErrors.passwordRequired();
    case 'points_not_multiple':
      return raffleErrors.pointsNotMultiple(figures.perEntry);
    case 'too_many_tickets':
      return raffleErrors.tooManyTickets();
    case 'ticket_limit':
      return raffleErrors.ticketLimit(figures.maxTickets ?? 0);
  }
}

/** An entry's backstops: the once-only unique indexes and the balance CHECKs. */
export const entryConstraints: ConstraintErrors = {
  raffle_entries_free_once_key: raffleErrors.alreadyEnteredFree,
  raffle_entries_password_once_key: raffleErrors.alreadyEnteredPassword,
  users_points_non_negative: raffleErrors.insufficientPoints,
  points_transactions_balance_non_negative: raffleErrors.insufficientPoints,
  raffle_entries_raffle_id_raffles_id_fk: raffleErrors.notFound,
};

/** A draw's backstops: distinct members, one winner per place, one draw per nonce. */
export const drawConstraints: ConstraintErrors = {
  raffle_winners_member_key: raffleErrors.alreadyDrawn,
  raffle_winners_position_key: raffleErrors.alreadyDrawn,
  raffle_draws_nonce_key: raffleErrors.alreadyDrawn,
};
