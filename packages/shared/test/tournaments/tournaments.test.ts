import { describe, expect, it } from 'vitest';
import { formatMultiplier, multiplierTone } from '../../src/common/multiplier.ts';
import { TOURNAMENT_SIZES } from '../../src/tournaments/messages.ts';
import {
  type BracketMatch,
  bracketPositions,
  byPerformance,
  cardAction,
  fillBracket,
  isPerfect,
  nextSlot,
  payoutDue,
  pickedSeed,
  pickRefusal,
  playingMatch,
  progressPercent,
  roundCount,
  scorePicks,
  slotSeeds,
  tournamentWinner,
  winnerByMultiplier,
} from '../../src/tournaments/rules.ts';

/** A bracket as the server creates it: round 1 slots named S1, S2… (seeds 1, 2…), later rounds empty. */
function bracket(size: number): BracketMatch[] {
  return bracketPositions(size).map((p, i) => ({
    id: i + 1,
    ...p,
    slot1_name: p.round === 1 ? `S${p.match_number * 2 - 1}` : null,
    slot2_name: p.round === 1 ? `S${p.match_number * 2}` : null,
    slot1_seed: p.round === 1 ? p.match_number * 2 - 1 : null,
    slot2_seed: p.round === 1 ? p.match_number * 2 : null,
    winner_slot: null,
    winner_name: null,
  }));
}

describe('bracket generation', () => {
  it.each(TOURNAMENT_SIZES)('a %i-slot bracket has size-1 matches, halving each round, one Final', (size) => {
    const positions = bracketPositions(size);
    expect(positions).toHaveLength(size - 1);
    const rounds = roundCount(size);
    for (let r = 1; r <= rounds; r++) {
      const inRound = positions.filter((p) => p.round === r);
      expect(inRound).toHaveLength(size / 2 ** r);
      expect(inRound.map((p) => p.match_number)).toEqual(inRound.map((_, i) => i + 1));
    }
    expect(positions.at(-1)).toEqual({ round: rounds, match_number: 1 });
  });

  it('refuses other sizes', () => {
    expect(() => bracketPositions(6)).toThrow();
    expect(() => bracketPositions(128)).toThrow();
  });
});

describe('advancement', () => {
  it('pairs matches 1+2, 3+4: odd into slot 1, even into slot 2', () => {
    expect(nextSlot(1, 1)).toEqual({ round: 2, match_number: 1, slot: 1 });
    expect(nextSlot(1, 2)).toEqual({ round: 2, match_number: 1, slot: 2 });
    expect(nextSlot(1, 3)).toEqual({ round: 2, match_number: 2, slot: 1 });
    expect(nextSlot(2, 4)).toEqual({ round: 3, match_number: 2, slot: 2 });
  });

  it('the higher multiplier wins; a tie has no winner', () => {
    expect(winnerByMultiplier(12.5, 3)).toBe(1);
    expect(winnerByMultiplier(0.2, 3)).toBe(2);
    expect(winnerByMultiplier(2, 2)).toBeNull();
  });
});

describe('fillBracket (the next-round fill)', () => {
  it('fills the next round from picks (seeds), pairing 1+2 and 3+4, up to the Final', () => {
    const b = bracket(8);
    const picks = new Map<number, number>([
      [1, 1],
      [2, 4],
      [3, 5],
      [4, 8],
    ]);
    const filled = fillBracket(b, picks);
    const semi = filled.filter((m) => m.round === 2);
    expect(semi.map((m) => [m.slot1_name, m.slot2_name, m.slot1_seed, m.slot2_seed])).toEqual([
      ['S1', 'S4', 1, 4],
      ['S5', 'S8', 5, 8],
    ]);
    expect(filled.find((m) => m.round === 3)?.slot1_name).toBeNull();
    const deeper = fillBracket(b, new Map([...picks, [5, 4], [6, 5]]));
    expect(deeper.find((m) => m.round === 3)).toMatchObject({ slot1_name: 'S4', slot2_name: 'S5' });
    expect(b[4]?.slot1_name).toBeNull(); // the input is untouched
  });

  it('a decided result wins over a pick, and a pick not in the match is ignored', () => {
    const b = bracket(4);
    b[0] = { ...b[0]!, winner_slot: 2, winner_name: 'S2' };
    const filled = fillBracket(
      b,
      new Map([
        [1, 1],
        [2, 9],
      ]),
    );
    expect(filled[2]).toMatchObject({ slot1_name: 'S2', slot1_seed: 2, slot2_name: null, slot2_seed: null });
  });

  it('refuses picks on decided, unknown or unfilled matches and seeds not in the match', () => {
    const b = bracket(4);
    b[0] = { ...b[0]!, winner_slot: 1, winner_name: 'S1' };
    const filled = new Map(fillBracket(b, new Map([[2, 3]])).map((m) => [m.id, m]));
    expect(pickRefusal(filled, { match_id: 1, winner_seed: 1 })).toBe('match');
    expect(pickRefusal(filled, { match_id: 99, winner_seed: 1 })).toBe('match');
    expect(pickRefusal(filled, { match_id: 2, winner_seed: 9 })).toBe('winner');
    expect(pickRefusal(filled, { match_id: 2, winner_seed: 4 })).toBeNull();
    expect(pickRefusal(filled, { match_id: 3, winner_seed: 3 })).toBeNull();
    expect(pickRefusal(filled, { match_id: 3, winner_seed: 4 })).toBe('winner');
    const empty = new Map(bracket(4).map((m) => [m.id, m]));
    expect(pickRefusal(empty, { match_id: 3, winner_seed: 1 })).toBe('match');
  });

  it('tells two slots with one name apart by seed (decision 046)', () => {
    const b = bracket(4).map((m) =>
      m.round === 1 ? { ...m, slot1_name: 'Sweet Bonanza', slot2_name: 'Sweet Bonanza' } : m,
    );
    const filled = fillBracket(
      b,
      new Map([
        [1, 2],
        [2, 3],
      ]),
    );
    expect(filled[2]).toMatchObject({ slot1_seed: 2, slot2_seed: 3, slot1_name: 'Sweet Bonanza' });
    expect(pickedSeed(filled[0], { winner_name: 'Sweet Bonanza' })).toBe('ambiguous');
    expect(pickedSeed(filled[0], { winner_name: 'Sweet Bonanza', winner_seed: 2 })).toBe(2);
    expect(pickedSeed(filled[0], { winner_name: 'Gates', winner_seed: 2 })).toBe('winner');
    expect(pickedSeed(filled[0], { winner_name: 'Sweet Bonanza', winner_seed: 3 })).toBe('winner');
    expect(pickedSeed(bracket(4)[0], { winner_name: 'S2' })).toBe(2);
    // The winner is the slot that won, not every slot of that name.
    const decided = [{ ...filled[0]!, winner_slot: 2 }];
    expect(scorePicks(decided, [{ match_id: 1, winner_seed: 1 }])).toMatchObject({ correct: 0, total: 1 });
    expect(scorePicks(decided, [{ match_id: 1, winner_seed: 2 }])).toMatchObject({ correct: 1, total: 1 });
  });

  it("finds each slot's seed from the results, and the match being played", () => {
    const b = bracket(8);
    const results = b.map((m) =>
      m.id === 1 ? { ...m, winner_slot: 2 } : m.id === 2 ? { ...m, winner_slot: 1 } : m,
    );
    const seeds = slotSeeds(results);
    expect(seeds.get(1)).toEqual([1, 2]);
    expect(seeds.get(5)).toEqual([2, 3]);
    expect(seeds.get(6)).toEqual([null, null]);
    const names = results.map((m) => (m.id === 1 || m.id === 2 ? { ...m, winner_name: 'x' } : m));
    expect(playingMatch(names)?.id).toBe(3);
    expect(playingMatch(names.map((m) => ({ ...m, winner_name: 'x' })))).toBeNull();
  });
});

describe('scoring', () => {
  const matches = [
    { id: 1, winner_slot: 1, slot1_seed: 1, slot2_seed: 2 },
    { id: 2, winner_slot: 2, slot1_seed: 3, slot2_seed: 4 },
    { id: 3, winner_slot: null, slot1_seed: 1, slot2_seed: 4 },
  ];
  it('counts correct picks among decided matches only', () => {
    const s = scorePicks(matches, [
      { match_id: 1, winner_seed: 1 },
      { match_id: 2, winner_seed: 3 },
      { match_id: 3, winner_seed: 1 },
    ]);
    expect(s).toEqual({ correct: 1, total: 2, accuracy: 50 });
    expect(scorePicks(matches, [])).toEqual({ correct: 0, total: 0, accuracy: 0 });
  });

  it('orders Top Performers by correct, then accuracy, then the earliest save', () => {
    const e = (name: string, correct: number, accuracy: number, saved_at: string) => ({
      name,
      correct,
      accuracy,
      saved_at,
    });
    const sorted = [
      e('late', 3, 100, '2026-01-02T00:00:00.000Z'),
      e('less', 2, 100, '2026-01-01T00:00:00.000Z'),
      e('early', 3, 100, '2026-01-01T00:00:00.000Z'),
      e('sloppy', 3, 60, '2025-01-01T00:00:00.000Z'),
    ].sort(byPerformance);
    expect(sorted.map((x) => x.name)).toEqual(['early', 'late', 'sloppy', 'less']);
  });

  it('pays per correct pick plus the bonus for a perfect bracket', () => {
    const rates = {
      points_per_correct: 10,
      xp_per_correct: 5,
      perfect_bonus_points: 100,
      perfect_bonus_xp: 50,
    };
    expect(payoutDue(rates, 3, false)).toEqual({ points: 30, xp: 15 });
    expect(payoutDue(rates, 3, true)).toEqual({ points: 130, xp: 65 });
    expect(isPerfect({ correct: 3, total: 3, accuracy: 100 }, 3)).toBe(true);
    expect(isPerfect({ correct: 2, total: 2, accuracy: 100 }, 3)).toBe(false);
  });
});

describe('display rules', () => {
  it('progress, winner, completion and the card button', () => {
    const b = bracket(4).map((m) => ({ ...m, winner_name: m.id === 3 ? null : 'S1' }));
    expect(progressPercent(b)).toBe(67);
    expect(tournamentWinner(b)).toBeNull();
    const done = b.map((m) => ({ ...m, winner_name: 'S1' }));
    expect(tournamentWinner(done)).toBe('S1');
    expect(cardAction({ is_active: false, predictions_active: false }, 100)).toBe('results');
    expect(cardAction({ is_active: true, predictions_active: true }, 0)).toBe('predict');
    expect(cardAction({ is_active: true, predictions_active: false }, 100)).toBe('view');
  });

  it('multipliers: 2 decimals with x, coloured by SPEC §9', () => {
    expect(formatMultiplier(3)).toBe('3.00x');
    expect(formatMultiplier(12.345)).toBe('12.35x');
    expect([10, 9.99, 5, 2, 1.99].map(multiplierTone)).toEqual([
      'green',
      'yellow',
      'yellow',
      'purple',
      'red',
    ]);
  });
});
