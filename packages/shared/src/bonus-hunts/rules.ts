/**
 * The bonus hunt rules (issue 15, SPEC §4 "Closest predictions"), pure and shared: the page computes
 * the live statistics and the closest predictions with them, and the server pays the winners with the
 * very same function when a hunt finishes. Money arrives as dollars with 2 decimals and multipliers
 * with 2 decimals (SPEC §9); every comparison is done exactly, in cents and hundredths (BigInt where
 * products could pass 2^53), so a tie is a real tie and never a rounding accident.
 */

/** What the rules need of a game (the SPEC §3 names). */
export interface HuntGameLike {
  slot_name: string;
  slot_bet: number | null;
  slot_win: number | null;
}

/** What the rules need of a prediction; `submitted_at` (ISO) then `id` order them, earliest first. */
export interface HuntPredictionLike {
  id: number;
  end_balance: number;
  highest_multiplier: number;
  highest_multiplier_game: string;
  submitted_at: string;
}

export interface HuntStatistics {
  winnings: number;
  break_even_multiplier: number;
  average_multiplier: number;
  highest_multiplier: number;
}

export type GameStatus = 'pending' | 'completed' | 'not_played';

const cents = (amount: number): number => Math.round(amount * 100);
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** True when a number has at most 2 decimals (SPEC §5: steps of 0.01). */
export const isCentStep = (n: number): boolean =>
  Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** SPEC §4: Pending if pending_win; Completed if a win value exists; otherwise Not Played. */
export function gameStatus(game: { pending_win: boolean; slot_win: number | null }): GameStatus {
  if (game.pending_win) return 'pending';
  if (game.slot_win !== null) return 'completed';
  return 'not_played';
}

/** A game's multiplier (win / bet, 2 decimals) once it is opened and has a bet; otherwise null. */
export function gameMultiplier(game: HuntGameLike): number | null {
  if (game.slot_win === null || game.slot_bet === null || cents(game.slot_bet) <= 0) return null;
  return round2(cents(game.slot_win) / cents(game.slot_bet));
}

/**
 * The five-card statistics: winnings (sum of wins); the break-even multiplier (what the unopened
 * games with a bet still need, on average, to win back the start balance; 0 once it is reached or
 * nothing is left to open); the average multiplier of the opened games with a bet; the highest
 * multiplier among games whose win and bet are both positive (0 when there is none).
 */
export function huntStatistics(startBalance: number, games: readonly HuntGameLike[]): HuntStatistics {
  let won = 0;
  let remainingBets = 0;
  let multiplierSum = 0;
  let multiplierCount = 0;
  let highest = 0;
  for (const g of games) {
    const bet = g.slot_bet === null ? 0 : cents(g.slot_bet);
    if (g.slot_win === null) {
      if (bet > 0) remainingBets += bet;
      continue;
    }
    const win = cents(g.slot_win);
    won += win;
    if (bet <= 0) continue;
    multiplierSum += win / bet;
    multiplierCount += 1;
    if (win > 0) highest = Math.max(highest, win / bet);
  }
  const needed = Math.max(0, cents(startBalance) - won);
  return {
    winnings: won / 100,
    break_even_multiplier: remainingBets > 0 ? round2(needed / remainingBets) : 0,
    average_multiplier: multiplierCount > 0 ? round2(multiplierSum / multiplierCount) : 0,
    highest_multiplier: round2(highest),
  };
}

interface TopGame {
  index: number;
  slot_name: string;
  win: bigint;
  bet: bigint;
}

/** The game with the largest win / bet among those where both are positive; the first on a tie. */
function topGame(games: readonly HuntGameLike[]): TopGame | null {
  let top: TopGame | null = null;
  games.forEach((g, index) => {
    if (g.slot_win === null || g.slot_bet === null) return;
    const win = BigInt(cents(g.slot_win));
    const bet = BigInt(cents(g.slot_bet));
    if (win <= 0n || bet <= 0n) return;
    // win/bet > top.win/top.bet, compared exactly.
    if (!top || win * top.bet > top.win * bet) top = { index, slot_name: g.slot_name, win, bet };
  });
  return top;
}

export interface HuntActual {
  /** Sum of the wins recorded so far, in dollars. */
  end_balance: number;
  /** Largest win / bet where both are positive (2 decimals), or null when no game qualifies. */
  highest_multiplier: number | null;
  /** The slot name of that game, or null. */
  top_game: string | null;
  /** How many games have a win recorded. */
  played: number;
}

/** SPEC §4: the actual end balance (sum of wins) and highest multiplier, and the top game. */
export function huntActual(games: readonly HuntGameLike[]): HuntActual {
  const top = topGame(games);
  const played = games.filter((g) => g.slot_win !== null);
  return {
    end_balance: played.reduce((sum, g) => sum + cents(g.slot_win ?? 0), 0) / 100,
    highest_multiplier: top ? round2(Number(top.win) / Number(top.bet)) : null,
    top_game: top?.slot_name ?? null,
    played: played.length,
  };
}

export interface ClosestPredictions<P> {
  actual: HuntActual;
  end_balance: P | null;
  highest_multiplier: P | null;
  correct_game: P | null;
}

/** Earliest first: by submission time, then id. */
export function bySubmission<P extends Pick<HuntPredictionLike, 'id' | 'submitted_at'>>(a: P, b: P): number {
  const at = Date.parse(a.submitted_at) - Date.parse(b.submitted_at);
  return at !== 0 ? at : a.id - b.id;
}

/** The first prediction with the smallest difference (differences as BigInt, exact). */
function closest<P>(ordered: readonly P[], difference: (p: P) => bigint): P | null {
  let best: P | null = null;
  let bestDiff = 0n;
  for (const p of ordered) {
    const d = difference(p);
    if (best === null || d < bestDiff) {
      best = p;
      bestDiff = d;
    }
  }
  return best;
}

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/**
 * SPEC §4 Closest predictions, the one rule for the page and for the payout. With no game opened
 * there is nothing to compare and nobody is closest. Otherwise: the closest end balance (smallest
 * absolute difference to the sum of wins), the closest highest multiplier (to the top game's win /
 * bet; none when no game has a positive win and bet) and the correct game (the first prediction
 * naming the top game's slot). Every tie goes to the earlier prediction.
 */
export function closestPredictions<P extends HuntPredictionLike>(
  games: readonly HuntGameLike[],
  predictions: readonly P[],
): ClosestPredictions<P> {
  const actual = huntActual(games);
  const none = { actual, end_balance: null, highest_multiplier: null, correct_game: null };
  if (actual.played === 0 || predictions.length === 0) return none;
  const ordered = [...predictions].sort(bySubmission);
  const balance = BigInt(cents(actual.end_balance));
  const top = topGame(games);
  return {
    actual,
    end_balance: closest(ordered, (p) => abs(BigInt(cents(p.end_balance)) - balance)),
    // |h/100 - win/bet| compared as |h * bet - 100 * win| (the same positive denominator for all).
    highest_multiplier: top
      ? closest(ordered, (p) => abs(BigInt(cents(p.highest_multiplier)) * top.bet - 100n * top.win))
      : null,
    correct_game: top ? (ordered.find((p) => p.highest_multiplier_game === top.slot_name) ?? null) : null,
  };
}

export type HuntPrizeCategory = 'end_balance' | 'highest_multiplier' | 'correct_game';
export const HUNT_PRIZE_CATEGORIES: readonly HuntPrizeCategory[] = [
  'end_balance',
  'highest_multiplier',
  'correct_game',
];

/**
 * What each member is due: the hunt's prize (points and XP) once per category they won, so one
 * member winning two categories is paid twice. Keyed by member id.
 */
export function huntPrizesDue<P extends { user_id: number }>(
  winners: Pick<ClosestPredictions<P>, HuntPrizeCategory>,
  prize: { points: number; xp: number },
): Map<number, { points: number; xp: number; categories: HuntPrizeCategory[] }> {
  const due = new Map<number, { points: number; xp: number; categories: HuntPrizeCategory[] }>();
  for (const category of HUNT_PRIZE_CATEGORIES) {
    const winner = winners[category];
    if (!winner) continue;
    const d = due.get(winner.user_id) ?? { points: 0, xp: 0, categories: [] };
    d.points += prize.points;
    d.xp += prize.xp;
    d.categories.push(category);
    due.set(winner.user_id, d);
  }
  return due;
}
