/**
 * The raffles' texts and limits (SPEC §4, §8), apart from their schemas in `raffles.ts`: pages read
 * them without loading zod (a bundler keeps a module whole, decision 019).
 */
import { raffleErrors } from './errors.ts';

/** SPEC §4 entry types: passwordless (free), points, password. */
export const raffleEntryTypes = ['passwordless', 'points', 'password'] as const;

export const raffleStatuses = ['active', 'ended', 'pending'] as const;
export type RaffleStatus = (typeof raffleStatuses)[number];

/**
 * SPEC §8 texts (exact) and the raffles' own; both sides show them. A refusal's words are its entry in
 * `raffleErrors` (errors.ts); the ones pages and tests read here are named from there, never copied.
 */
export const raffleMessages = {
  loadFailed: 'Failed to load raffles',
  notFound: raffleErrors.notFound.message,
  loadOneFailed: 'Failed to load raffle',
  entriesFailed: 'Failed to load entries',
  entered: 'Successfully entered the raffle!',
  enterFailed: 'Failed to enter raffle',
  loginRequired: raffleErrors.loginRequired.message,
  kickRequired: raffleErrors.kickRequired.message,
  enterFree: 'Enter for Free',
  noActive: 'No Active Raffles',
  noEnded: 'No Ended Raffles',
  noEntries: 'No entries yet',
  noParticipantsMatching: (query: string) => `No participants found matching "${query}"`,
  andMore: (n: number) => `and ${n} more`,
  endedWithoutEntries: 'This raffle ended with no entries, so there are no winners.',
  cancelled: 'This raffle was cancelled. Points spent on it were refunded.',
  /** The stats' outcome once it is over (in place of the win chance). */
  outcomeCancelled: 'Cancelled',
  youWon: (place: string) => `You won ${place} place`,
  notWon: 'You did not win this time',
  /** The points entry: the member's balance beside it, and why it is off. */
  balance: (points: string) => `Your balance: ${points}`,
  ticketCapReached: (max: number) =>
    `You hold ${max.toLocaleString('en-US')} points tickets, the most one member may hold in this raffle.`,
  notEnoughForTicket: (price: string) => `You need ${price} for a ticket.`,
  ended: raffleErrors.ended.message,
  notAccepting: raffleErrors.notAccepting.message,
  methodNotAllowed: raffleErrors.methodNotAllowed.message,
  passwordRequired: raffleErrors.passwordRequired.message,
  wrongPassword: raffleErrors.wrongPassword.message,
  tooManyGuesses: raffleErrors.tooManyGuesses.message,
  pointsRequired: 'Enter the points to spend',
  pointsNotMultiple: raffleErrors.pointsNotMultiple.message,
  ticketLimit: raffleErrors.ticketLimit.message,
  tooManyTickets: raffleErrors.tooManyTickets.message,
} as const;

/** The newest entries the public list shows at most. */
export const RAFFLE_ENTRIES_LIMIT = 5000;
/** Points tickets one entry request may buy at most. */
export const MAX_TICKETS_PER_REQUEST = 1000;
/** The most points one entry request may spend. */
export const MAX_POINTS_PER_REQUEST = 1_000_000_000;
