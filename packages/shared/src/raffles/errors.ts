import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';
import { commonErrors } from '../common/errors.ts';

/**
 * The raffles' refusals, entries, draws and admin actions included (decision 038): code, status and
 * words. SPEC §5 and §8 words are exact. A refusal of the entry rule is put into words by
 * `entryRefusalError` (rules.ts), on both sides.
 */
export const raffleErrors = {
  notFound: { code: 'raffles.not_found', status: 404, message: 'Raffle not found' },
  loginRequired: { ...commonErrors.unauthorized, message: 'Please log in to enter raffles' },
  /** Signed in, but no Kick username linked (SPEC §5). */
  kickRequired: {
    code: 'raffles.kick_required',
    status: 403,
    message: 'You need a Kick username to enter raffles. Please update your profile.',
  },
  ended: { code: 'raffles.ended', status: 409, message: 'This raffle has ended.' },
  notAccepting: {
    code: 'raffles.not_accepting',
    status: 409,
    message: 'This raffle is not accepting entries right now.',
  },
  methodNotAllowed: {
    code: 'raffles.method_not_allowed',
    status: 400,
    message: 'This raffle does not take that kind of entry.',
    field: 'entry_type',
  },
  alreadyEnteredFree: {
    code: 'raffles.already_entered_free',
    status: 409,
    message: 'Already Entered (Free)',
  },
  alreadyEnteredPassword: {
    code: 'raffles.already_entered_password',
    status: 409,
    message: 'You have already entered this raffle with the password.',
  },
  passwordRequired: { ...commonErrors.badRequest, message: 'Enter the password', field: 'password' },
  wrongPassword: {
    code: 'raffles.wrong_password',
    status: 400,
    message: 'That password is not right. Listen for it on stream and try again.',
    field: 'password',
  },
  tooManyGuesses: {
    code: 'raffles.too_many_guesses',
    status: 429,
    message: 'Too many wrong passwords. Try again in a few minutes.',
  },
  pointsNotMultiple: {
    code: 'raffles.points_not_multiple',
    status: 400,
    message: (perEntry: number) => `Spend a multiple of ${perEntry} points (one ticket each).`,
    field: 'points_spent',
  },
  ticketLimit: {
    code: 'raffles.ticket_limit',
    status: 409,
    message: (max: number) => `You can hold at most ${max} points tickets in this raffle.`,
    field: 'points_spent',
  },
  tooManyTickets: {
    code: 'raffles.too_many_tickets',
    status: 400,
    message: (max: number) => `You can buy at most ${max.toLocaleString('en-US')} tickets at once.`,
    field: 'points_spent',
  },
  insufficientPoints: { code: 'raffles.insufficient_points', status: 409, message: 'Insufficient Points' },
  /** Admin: a raffle needs at least one way to enter. */
  noEntryMethod: {
    code: 'raffles.no_entry_method',
    status: 400,
    message: 'Choose at least one way to enter: free, points or a password.',
  },
  alreadyDrawn: {
    code: 'raffles.already_drawn',
    status: 409,
    message: 'This raffle has been drawn: it can no longer change.',
  },
  notDrawn: { code: 'raffles.not_drawn', status: 409, message: 'This raffle has not been drawn yet.' },
  cancelled: { code: 'raffles.cancelled', status: 409, message: 'This raffle has been cancelled.' },
  notAWinner: {
    code: 'raffles.not_a_winner',
    status: 409,
    message: 'That member is not a current winner of this raffle.',
    field: 'user_id',
  },
  noMemberLeft: {
    code: 'raffles.no_member_left',
    status: 409,
    message: 'Every member with a ticket has been drawn already: there is no one left to draw.',
  },
  entryNotFound: { code: 'raffles.entry_not_found', status: 404, message: 'Entry not found' },
  /** Claiming (decision 064): only a current winner, once, before the deadline, when there is a window. */
  claimLoginRequired: { ...commonErrors.unauthorized, message: 'Please log in to claim your prize' },
  notYourPrize: {
    code: 'raffles.not_your_prize',
    status: 403,
    message: 'Only a winner of this raffle can claim its prize.',
  },
  claimExpired: {
    code: 'raffles.claim_expired',
    status: 409,
    message: 'The time to claim this prize has passed.',
  },
  alreadyClaimed: {
    code: 'raffles.already_claimed',
    status: 409,
    message: 'You have already claimed this prize.',
  },
  noClaimNeeded: {
    code: 'raffles.no_claim_needed',
    status: 409,
    message: 'This raffle’s prizes need no claim: they were awarded at the draw.',
  },
  /**
   * Admin: an edit of a raffle members have entered that would change what they paid for (decision 044).
   * Raised with a field error under each setting it would change (`lockedFieldMessages`, edits.ts).
   */
  enteredLocked: {
    code: 'raffles.entered_locked',
    status: 409,
    message:
      'Members have already entered: the price, entry types, start time and ticket limits can no longer change.',
  },
  /** Admin: prizes are one per place, or none. */
  prizesPerPlace: {
    code: 'raffles.prizes_per_place',
    status: 400,
    message: (places: number) =>
      `Give a prize for each of the ${places} ${places === 1 ? 'place' : 'places'}, or none.`,
    field: 'prizes',
  },
} as const satisfies ErrorCatalogue;

export const raffleErrorCodes = /* @__PURE__ */ errorCodes(raffleErrors);
