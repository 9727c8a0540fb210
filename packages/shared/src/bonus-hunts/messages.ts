/**
 * The bonus hunts' texts and limits (SPEC §2, §4, §5, §8, §9), apart from their schemas in
 * `bonus-hunts.ts`: pages read them without loading zod (decision 019).
 */
import { bonusHuntErrors } from './errors.ts';

/** The largest amount (start balance, bet, win, predicted end balance) in dollars, 2 decimals. */
export const MAX_HUNT_AMOUNT = 10_000_000;
/** The largest predicted multiplier. */
export const MAX_HUNT_MULTIPLIER = 1_000_000;
/** The most games one hunt may hold. */
export const MAX_HUNT_GAMES = 200;
/** The most points or XP a hunt may pay one winner. */
export const MAX_HUNT_PRIZE = 1_000_000;
/** A win above this many times its bet asks the admin to confirm, unless the hunt sets another (decision 047). */
export const DEFAULT_LARGE_WIN_MULTIPLIER = 10_000;
/** The largest "confirm wins above" multiple a hunt may set. */
export const MAX_LARGE_WIN_MULTIPLIER = 1_000_000;
/** How long the admin's Undo stays offered after removing a game or closing predictions (seconds). */
export const UNDO_SECONDS = 30;

const plain = (n: number, digits = 2) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);

/** SPEC §2, §4, §8 texts (exact), and the feature's own; a refusal's words are named from `bonusHuntErrors`. */
export const bonusHuntMessages = {
  loadFailed: 'Failed to load bonus hunt data',
  /** The break-even card once the winnings cover the start balance (issue 25: not a red 0.00x). */
  inProfit: 'In profit',
  predictFailed: 'Failed to submit prediction',
  submitted: 'Prediction submitted successfully!',
  updated: 'Prediction updated successfully!',
  loginRequired: bonusHuntErrors.loginRequired.message,
  makePrediction: 'Make Your Prediction',
  updatePrediction: 'Update Your Prediction',
  tabCurrent: 'Current Hunt',
  tabPredictions: 'Predictions',
  tabHistory: 'Previous Hunts',
  closest: 'Closest Predictions',
  all: 'All Predictions',
  pending: 'Pending',
  completed: 'Completed',
  notPlayed: 'Not Played',
  noHunt: 'No bonus hunt right now',
  noHuntText: 'Check back when the next hunt starts on stream.',
  noPredictions: 'No predictions yet',
  noHistory: 'No previous hunts yet',
  noSlots: 'No slots found',
  predictionsClosed: bonusHuntErrors.predictionsClosed.message,
  badGame: bonusHuntErrors.badGame.message,
  step: 'Use steps of 0.01',
  numberRequired: 'Enter a number',
  tooLarge: 'That number is too large',
  negative: 'Enter 0 or more',
  winners: 'Winners',
  noWinners: 'No winners: no game was opened or nobody predicted.',
  finished: 'Finished',
  finishedNote: 'This hunt has finished: its result stays here until the next hunt starts.',
  /** A running hunt whose predictions the streamer has closed (issue 25: say so, don't just drop the button). */
  predictionsClosedNote: 'Predictions are closed: the winners are decided when the hunt finishes.',
  notFoundTitle: 'Bonus hunt not found',
  notFoundText: 'There is no bonus hunt with that number.',
  backToHunts: 'Back to Bonus Hunts',
  viewHunt: 'View hunt',
  winnersNone: 'No winners',
  runningNote: 'This hunt is running: follow it live on the Bonus Hunts page.',
  winnerCategories: {
    end_balance: 'Closest end balance',
    highest_multiplier: 'Closest highest multiplier',
    correct_game: 'Called the top game first',
  },
} as const;

/** Admin texts. */
export const bonusHuntAdminMessages = {
  created: 'Bonus hunt created',
  updated: 'Bonus hunt updated',
  gameAdded: 'Game added',
  gameUpdated: 'Game updated',
  gameRemoved: 'Game removed',
  reordered: 'Games reordered',
  winRecorded: 'Win recorded',
  winCorrected: 'Result corrected',
  opening: 'Opening this game',
  finished: 'Bonus hunt finished: winners paid',
  renamePredicted: bonusHuntErrors.renamePredicted.message,
  anotherRunning: bonusHuntErrors.anotherRunning.message,
  runBothTitle: 'Run two hunts at once?',
  runBoth: 'Start both',
  runBothPending: 'Starting…',
  overlayTitle: 'Stream overlay',
  overlayHelp:
    'Add this address as a Browser source in OBS. It always shows this hunt, whatever else runs; the background is transparent.',
  overlaySize: 'Recommended size: 1920×1080 (width 1920, height 1080).',
  copyUrl: 'Copy URL',
  copied: 'Overlay URL copied',
  copyFailed: 'Could not copy: select the address and copy it.',
  undo: 'Undo',
  gameRestored: 'Game restored',
  predictionsClosed: 'Predictions closed',
  predictionsOpened: 'Predictions open',
  predictionsReopened: 'Predictions reopened',
  removeTitle: (slot: string) => `Remove ${slot}?`,
  removeBody: (slot: string, win: number) =>
    `${slot} has a recorded win of $${plain(win)}. Removing it takes the win out of the statistics; you can undo for ${UNDO_SECONDS} seconds.`,
  removeConfirm: 'Remove game',
  removePending: 'Removing…',
  removedWithName: (slot: string) => `${slot} removed`,
  largeWinTitle: 'Record a large win?',
  largeWinQuestion: (win: number, bet: number) =>
    `${plain(win)} on a $${plain(bet)} bet is ${plain(win / bet, 0)}×. Record it?`,
  largeWinConfirm: 'Record it',
  largeWinPending: 'Recording…',
  saved: 'Saved',
  largeWinLabel: 'Confirm wins above (× the bet)',
  largeWinHint: 'A win above this many times its bet asks you to confirm first (default 10,000×).',
  reasonRequired: bonusHuntErrors.reasonRequired.message,
} as const;
