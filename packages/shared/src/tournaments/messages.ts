/**
 * The tournaments' texts and limits (SPEC §2, §5, §8, §9), apart from their schemas in `tournaments.ts`:
 * pages read them without loading zod (decision 019).
 */
import { tournamentErrors } from './errors.ts';

/** Bracket sizes an admin may create (issue 11). */
export const TOURNAMENT_SIZES = [4, 8, 16, 32, 64] as const;
export type TournamentSize = (typeof TOURNAMENT_SIZES)[number];

/** SPEC §9: friends' predictions list shows 5; top performers 3. */
export const FRIEND_PREDICTIONS_SHOWN = 5;
export const TOP_PERFORMERS_SHOWN = 3;
export const TOURNAMENTS_PER_PAGE = 12;
/** The most points or XP one correct pick or the perfect bonus may pay. */
export const MAX_TOURNAMENT_PAYOUT = 1_000_000;
/** Multipliers are recorded with 2 decimals, up to this. */
export const MAX_MULTIPLIER = 1_000_000;

export const tournamentFilters = ['all', 'active', 'predictions', 'completed'] as const;
export type TournamentFilter = (typeof tournamentFilters)[number];

/** SPEC §2, §5 and §8 texts (exact), and the feature's own. */
export const tournamentMessages = {
  loadFailed: 'Failed to load tournaments',
  loadOneFailed: 'Failed to load tournament',
  saveFailed: 'Failed to save predictions',
  saved: 'Predictions saved successfully!',
  loginRequired: tournamentErrors.loginRequired.message,
  predictionsClosed: tournamentErrors.predictionsClosed.message,
  atLeastOne: 'Please make at least one prediction',
  notFound: tournamentErrors.notFound.message,
  noTournaments: 'No Tournaments Found',
  noMatchesYet: 'No matches yet',
  noMatchesAvailable: 'No Matches Available',
  closedTitle: 'Predictions Closed',
  loginTitle: 'Login Required',
  noPredictions: 'No Predictions Yet',
  makePredictions: 'Make Predictions',
  viewTournament: 'View Tournament',
  viewResults: 'View Results',
  active: 'Active',
  inactive: 'Inactive',
  predictionsOpen: 'Predictions Open',
  filterLabels: { all: 'All', active: 'Active', predictions: 'Predictions Open', completed: 'Completed' },
  tooManyPicks: 'Too many predictions',
  pickCorrect: 'Correct',
  pickPending: 'Pending',
  /** The picks modal names who actually won an incorrect pick's match (issue 25). */
  pickIncorrect: (winner: string) => `Incorrect — ${winner} won`,
  champion: 'Champion',
  nowPlaying: 'Now playing',
} as const;
