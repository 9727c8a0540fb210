/**
 * Wager raffles (SPEC §2, §8, §9): every text and limit the pages read, in a file without zod so the
 * pages do not load it. The schemas are in schemas.ts, the rules in rules.ts.
 */
import { type PrizeType, prizeMessages, prizeTypes } from '../common/prizes.ts';

/** A prize's types are every prize's (common/prizes.ts, shared with raffles: decision 044). */
export const wagerRafflePrizeTypes = prizeTypes;
export type WagerRafflePrizeType = PrizeType;

export const wagerRaffleStatuses = ['ACTIVE', 'ENDED', 'UPCOMING'] as const;
export type WagerRaffleStatus = (typeof wagerRaffleStatuses)[number];

/** SPEC §9: the detail shows up to 50 of the member's ticket numbers, list cards 3 prizes. */
export const MAX_TICKET_NUMBERS_SHOWN = 50;
export const MAX_CARD_PRIZES = 3;
/** Ranked participants shown on the detail's Top Participants tab. */
export const TOP_PARTICIPANTS = 10;
/** Ended raffles in the list's 'Recent Winners'. */
export const RECENT_ENDED = 10;
export const MAX_PRIZES = 50;
export const MAX_CASINOS = 20;

export const wagerRaffleMessages = {
  activeTitle: 'Active Raffles',
  recentWinners: 'Recent Winners',
  empty: 'No raffles available at the moment',
  loadFailed: 'Failed to load raffles',
  connectFailed: 'Failed to connect to server',
  notFoundTitle: 'Raffle Not Found',
  backToRaffles: 'Back to Raffles',
  autoDraw: 'AUTO DRAW',
  ended: 'Ended',
  totalTickets: 'Total Tickets',
  participants: 'Participants',
  perTicket: 'Per Ticket',
  yourParticipation: 'Your Participation',
  awaitingWinner: 'Awaiting Winner',
  won: 'WON',
  noParticipants: 'No participants yet',
  moreTickets: (n: number) => `+${n} more...`,
  /** 'Your Participation' once drawn: the member's outcome. */
  youWon: (places: string) => `You won the ${places} prize`,
  notWon: 'You did not win this time',
  ticketsHeld: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'ticket' : 'tickets'}`,
  morePrizes: (n: number) => `+${n} more`,
} as const;

export const wagerRaffleAdminMessages = {
  created: 'Wager raffle created',
  saved: 'Wager raffle saved',
  drawn: 'Winners drawn',
  drawnNoTickets: 'No member had a ticket: the raffle ended with no winners.',
  handedOver: 'Prize marked as handed over',
  endBeforeStart: 'The end must be after the start',
  cashValue: prizeMessages.cashValue,
  pointsValue: prizeMessages.pointsValue,
  customDescription: prizeMessages.customDescription,
  duplicateCasino: 'Each casino once',
} as const;
