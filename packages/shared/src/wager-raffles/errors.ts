import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';
import { commonErrors } from '../common/errors.ts';

/** The wager raffles' refusals (decision 038). */
export const wagerRaffleErrors = {
  notFound: { code: 'wager_raffles.not_found', status: 404, message: 'Raffle not found' },
  alreadyDrawn: {
    code: 'wager_raffles.already_drawn',
    status: 409,
    message: 'This raffle has been drawn: it can no longer change.',
  },
  frozen: {
    code: 'wager_raffles.frozen',
    status: 409,
    message: 'This raffle has ended and its tickets are frozen: it can no longer change.',
  },
  unknownCasino: {
    code: 'wager_raffles.unknown_casino',
    status: 400,
    message: 'Choose casinos from the leaderboard platforms',
    field: 'casino_ids',
  },
  casinoNoUsername: {
    code: 'wager_raffles.casino_no_username',
    status: 400,
    message: 'This casino has no casino username slot: members cannot be matched to its wagers.',
    field: 'casino_ids',
  },
  tooManyTickets: {
    code: 'wager_raffles.too_many_tickets',
    status: 409,
    message: 'Too many tickets to draw: raise the dollars per ticket.',
  },
  prizeNotFound: { code: 'wager_raffles.prize_not_found', status: 404, message: 'Prize not found' },
  notCustom: {
    code: 'wager_raffles.not_custom',
    status: 409,
    message: 'Only custom prizes are handed over by hand.',
  },
  noWinner: { code: 'wager_raffles.no_winner', status: 409, message: 'This prize has no winner yet.' },
  alreadyHandedOver: {
    code: 'wager_raffles.already_handed_over',
    status: 409,
    message: 'This prize was handed over already.',
  },
  ownPrize: {
    code: 'wager_raffles.own_prize',
    status: 403,
    message: 'Another admin hands over your own prize.',
  },
  /** Claiming (decision 064): only a current winner, once, before the deadline, when there is a window. */
  claimLoginRequired: { ...commonErrors.unauthorized, message: 'Please log in to claim your prize' },
  notYourPrize: {
    code: 'wager_raffles.not_your_prize',
    status: 403,
    message: 'Only a winner of this raffle can claim its prize.',
  },
  claimExpired: {
    code: 'wager_raffles.claim_expired',
    status: 409,
    message: 'The time to claim this prize has passed.',
  },
  alreadyClaimed: {
    code: 'wager_raffles.already_claimed',
    status: 409,
    message: 'You have already claimed this prize.',
  },
  notClaimedYet: {
    code: 'wager_raffles.not_claimed_yet',
    status: 409,
    message: 'The winner has not claimed this prize yet.',
  },
  noClaimNeeded: {
    code: 'wager_raffles.no_claim_needed',
    status: 409,
    message: 'This raffle’s prizes need no claim: they were awarded at the draw.',
  },
} as const satisfies ErrorCatalogue;

export const wagerRaffleErrorCodes = /* @__PURE__ */ errorCodes(wagerRaffleErrors);
