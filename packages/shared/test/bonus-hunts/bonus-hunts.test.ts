import { describe, expect, it } from 'vitest';
import {
  closestPredictions,
  gameMultiplier,
  gameStatus,
  type HuntGameLike,
  huntActual,
  huntPrizesDue,
  huntStatistics,
  isCentStep,
} from '../../src/bonus-hunts/rules.ts';
import { huntPredictSchema } from '../../src/bonus-hunts/schemas.ts';

const game = (slot_name: string, slot_bet: number | null, slot_win: number | null): HuntGameLike => ({
  slot_name,
  slot_bet,
  slot_win,
});

let seq = 0;
const prediction = (
  end_balance: number,
  highest_multiplier: number,
  game: string,
  minute: number,
  user_id = ++seq,
) => ({
  id: user_id,
  user_id,
  end_balance,
  highest_multiplier,
  highest_multiplier_game: game,
  submitted_at: new Date(Date.UTC(2026, 10, 23, 12, minute)).toISOString(),
});

describe('bonus hunt statistics', () => {
  it('sums wins, averages and tops the multipliers of opened games, and says what the rest must do', () => {
    const games = [game('A', 2, 200), game('B', 1, 50), game('C', 4, null), game('D', 1, null)];
    expect(huntStatistics(1000, games)).toEqual({
      winnings: 250,
      // (1000 - 250) / (4 + 1)
      break_even_multiplier: 150,
      // (100 + 50) / 2
      average_multiplier: 75,
      highest_multiplier: 100,
    });
  });

  it('keeps cents exact (0.1 + 0.2 is 0.30)', () => {
    expect(huntStatistics(1, [game('A', 0.1, 0.1), game('B', 0.1, 0.2)]).winnings).toBe(0.3);
  });

  it('leaves games without a bet out of every multiplier, but counts their wins', () => {
    const games = [game('Free', 0, 80), game('NoBet', null, null), game('A', 2, 10)];
    expect(huntStatistics(100, games)).toEqual({
      winnings: 90,
      break_even_multiplier: 0,
      average_multiplier: 5,
      highest_multiplier: 5,
    });
    expect(gameMultiplier(games[0]!)).toBeNull();
    expect(gameMultiplier(games[2]!)).toBe(5);
  });

  it('with every game unplayed: nothing won, break-even over all bets, no multipliers', () => {
    const games = [game('A', 2, null), game('B', 3, null)];
    expect(huntStatistics(500, games)).toEqual({
      winnings: 0,
      break_even_multiplier: 100,
      average_multiplier: 0,
      highest_multiplier: 0,
    });
    expect(huntActual(games)).toEqual({
      end_balance: 0,
      highest_multiplier: null,
      top_game: null,
      played: 0,
    });
  });

  it('break-even is 0 once the start balance is reached', () => {
    expect(huntStatistics(100, [game('A', 1, 150), game('B', 1, null)]).break_even_multiplier).toBe(0);
  });

  it('game status: Pending if pending_win, Completed with a win, else Not Played', () => {
    expect(gameStatus({ pending_win: true, slot_win: null })).toBe('pending');
    expect(gameStatus({ pending_win: false, slot_win: 0 })).toBe('completed');
    expect(gameStatus({ pending_win: false, slot_win: null })).toBe('not_played');
  });
});

describe('closest predictions (one rule for the page and the payout)', () => {
  const games = [game('A', 2, 200), game('B', 1, 150), game('C', 1, 0)];

  it('finds the closest end balance, highest multiplier and the first naming the top game', () => {
    const ps = [prediction(300, 120, 'A', 1), prediction(345, 149, 'B', 2), prediction(360, 155, 'B', 3)];
    const result = closestPredictions(games, ps);
    expect(result.actual).toEqual({ end_balance: 350, highest_multiplier: 150, top_game: 'B', played: 3 });
    expect(result.end_balance).toBe(ps[1]);
    expect(result.highest_multiplier).toBe(ps[1]);
    expect(result.correct_game).toBe(ps[1]);
  });

  it('gives every tie to the earlier prediction, whatever the order they arrive in', () => {
    const early = prediction(340, 145, 'B', 1);
    const late = prediction(360, 155, 'B', 9);
    const result = closestPredictions(games, [late, early]);
    expect(result.end_balance).toBe(early);
    expect(result.highest_multiplier).toBe(early);
    expect(result.correct_game).toBe(early);
    // Same minute: the lower id is earlier.
    const a = { ...prediction(340, 1, 'A', 5), id: 2 };
    const b = { ...prediction(360, 1, 'A', 5), id: 1 };
    expect(closestPredictions(games, [a, b]).end_balance).toBe(b);
  });

  it('compares multipliers exactly, not as rounded floats', () => {
    // 1/3 = 0.3333…: 0.33 is 0.00333… away, 0.34 is 0.00666… away.
    const g = [game('Third', 3, 1)];
    const near = prediction(1, 0.33, 'Third', 2);
    const far = prediction(1, 0.34, 'Third', 1);
    expect(closestPredictions(g, [far, near]).highest_multiplier).toBe(near);
  });

  it('with no predictions there are no winners', () => {
    const result = closestPredictions(games, []);
    expect(result).toMatchObject({ end_balance: null, highest_multiplier: null, correct_game: null });
    expect(result.actual.end_balance).toBe(350);
  });

  it('with every game unplayed nobody is closest', () => {
    const result = closestPredictions([game('A', 1, null)], [prediction(0, 0, 'A', 1)]);
    expect(result).toMatchObject({ end_balance: null, highest_multiplier: null, correct_game: null });
  });

  it('games without bets or wins never make the top game; the end balance still counts their wins', () => {
    const g = [game('Free', 0, 500), game('Dead', 2, 0)];
    const p = prediction(500, 10, 'Free', 1);
    const result = closestPredictions(g, [p]);
    expect(result.actual).toEqual({ end_balance: 500, highest_multiplier: null, top_game: null, played: 2 });
    expect(result.end_balance).toBe(p);
    expect(result.highest_multiplier).toBeNull();
    expect(result.correct_game).toBeNull();
  });

  it('the top game on an equal multiplier is the first in order', () => {
    expect(huntActual([game('X', 1, 10), game('Y', 2, 20)]).top_game).toBe('X');
  });

  it('pays the prize once per category won', () => {
    const p1 = { user_id: 1 };
    const p2 = { user_id: 2 };
    const due = huntPrizesDue(
      { end_balance: p1, highest_multiplier: p1, correct_game: p2 },
      { points: 100, xp: 10 },
    );
    expect(due.get(1)).toEqual({ points: 200, xp: 20, categories: ['end_balance', 'highest_multiplier'] });
    expect(due.get(2)).toEqual({ points: 100, xp: 10, categories: ['correct_game'] });
    expect(
      huntPrizesDue({ end_balance: null, highest_multiplier: null, correct_game: null }, { points: 1, xp: 1 })
        .size,
    ).toBe(0);
  });
});

describe('prediction input', () => {
  it('parses numbers given as text, in steps of 0.01', () => {
    const parsed = huntPredictSchema.parse({
      end_balance: '1234.5',
      highest_multiplier: 12.25,
      highest_multiplier_game: ' A ',
    });
    expect(parsed).toEqual({ end_balance: 1234.5, highest_multiplier: 12.25, highest_multiplier_game: 'A' });
    expect(isCentStep(0.07)).toBe(true);
    expect(isCentStep(1.005)).toBe(false);
  });

  it('refuses a third decimal, negatives, text, huge numbers and a missing game', () => {
    for (const bad of [
      { end_balance: 1.234, highest_multiplier: 1, highest_multiplier_game: 'A' },
      { end_balance: -1, highest_multiplier: 1, highest_multiplier_game: 'A' },
      { end_balance: 'lots', highest_multiplier: 1, highest_multiplier_game: 'A' },
      { end_balance: 1e12, highest_multiplier: 1, highest_multiplier_game: 'A' },
      { end_balance: 1, highest_multiplier: 1, highest_multiplier_game: '' },
      { end_balance: 1, highest_multiplier: 1 },
    ]) {
      expect(huntPredictSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
