/**
 * The raffles' texts and limits (SPEC §4, §8), apart from their schemas in `raffles.ts`: pages read
 * them without loading zod (a bundler keeps a module whole, decision 019).
 */

/** SPEC §4 entry types: passwordless (free), points, password. */
export const raffleEntryTypes = ['passwordless', 'points', 'password'] as const;

export const raffleStatuses = ['active', 'ended', 'pending'] as const;
export type RaffleStatus = (typeof raffleStatuses)[number];

/** SPEC §8 texts (exact) and the raffles' own; both sides show them. */
export const raffleMessages = {
  loadFailed: 'Failed to load raffles',
  notFound: 'Raffle not found',
  loadOneFailed: 'Failed to load raffle',
  entriesFailed: 'Failed to load entries',
  entered: 'Successfully entered the raffle!',
  enterFailed: 'Failed to enter raffle',
  loginRequired: 'Please log in to enter raffles',
  kickRequired: 'You need a Kick username to enter raffles. Please update your profile.',
  alreadyEnteredFree: 'Already Entered (Free)',
  enterFree: 'Enter for Free',
  noActive: 'No Active Raffles',
  noEnded: 'No Ended Raffles',
  noEntries: 'No entries yet',
  noParticipantsMatching: (query: string) => `No participants found matching "${query}"`,
  andMore: (n: number) => `and ${n} more`,
  endedWithoutEntries: 'This raffle ended with no entries, so there are no winners.',
  cancelled: 'This raffle was cancelled. Points spent on it were refunded.',
  ended: 'This raffle has ended.',
  notAccepting: 'This raffle is not accepting entries right now.',
  methodNotAllowed: 'This raffle does not take that kind of entry.',
  alreadyEnteredPassword: 'You have already entered this raffle with the password.',
  passwordRequired: 'Enter the password',
  wrongPassword: 'That password is not right. Listen for it on stream and try again.',
  tooManyGuesses: 'Too many wrong passwords. Try again in a few minutes.',
  pointsRequired: 'Enter the points to spend',
  pointsNotMultiple: (perEntry: number) => `Spend a multiple of ${perEntry} points (one ticket each).`,
  ticketLimit: (max: number) => `You can hold at most ${max} points tickets in this raffle.`,
  tooManyTickets: (max: number) => `You can buy at most ${max.toLocaleString('en-US')} tickets at once.`,
  insufficient: 'Insufficient Points',
} as const;

/** The newest entries the public list shows at most. */
export const RAFFLE_ENTRIES_LIMIT = 5000;
/** Points tickets one entry request may buy at most. */
export const MAX_TICKETS_PER_REQUEST = 1000;
/** The most points one entry request may spend. */
export const MAX_POINTS_PER_REQUEST = 1_000_000_000;
