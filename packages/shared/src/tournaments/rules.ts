import { TOURNAMENT_SIZES } from './messages.ts';

/**
 * What the rules need of a match (the SPEC §3 names), with each slot's seed: its place in round 1, the
 * slot's identity (two slots may share a name; picks and winners go by seed, decision 046).
 */
export interface BracketMatch {
  id: number;
  round: number;
  match_number: number;
  slot1_name: string | null;
  slot2_name: string | null;
  slot1_seed: number | null;
  slot2_seed: number | null;
  winner_slot: number | null;
  winner_name: string | null;
}

/** The seed of a decided match's winner; null while undecided. */
export const winnerSeed = (m: Pick<BracketMatch, 'winner_slot' | 'slot1_seed' | 'slot2_seed'>) =>
  m.winner_slot === 1 ? m.slot1_seed : m.winner_slot === 2 ? m.slot2_seed : null;

export const isTournamentSize = (n: number): boolean => (TOURNAMENT_SIZES as readonly number[]).includes(n);

/** Rounds of an N-slot bracket: 4 → 2, 64 → 6. The last is the Final. */
export const roundCount = (size: number): number => Math.round(Math.log2(size));

/** Every match's position in an N-slot bracket, round by round: N/2 in round 1, one in the Final. */
export function bracketPositions(size: number): { round: number; match_number: number }[] {
  if (!isTournamentSize(size)) throw new Error(`Unsupported bracket size ${size}`);
  const out: { round: number; match_number: number }[] = [];
  for (let round = 1, count = size / 2; count >= 1; round++, count /= 2) {
    for (let m = 1; m <= count; m++) out.push({ round, match_number: m });
  }
  return out;
}

/** Where a match's winner goes (SPEC §4 pairing 1+2, 3+4…): odd matches fill slot 1, even slot 2. */
export const nextSlot = (round: number, matchNumber: number) => ({
  round: round + 1,
  match_number: Math.ceil(matchNumber / 2),
  slot: matchNumber % 2 === 1 ? (1 as const) : (2 as const),
});

/** A match's winner from its multipliers: the higher one; null on a tie (the admin chooses). */
export function winnerByMultiplier(m1: number, m2: number): 1 | 2 | null {
  if (m1 === m2) return null;
  return m1 > m2 ? 1 : 2;
}

/**
 * The bracket with later rounds filled (SPEC §4, the one function the page and the server share): each
 * match's winner, or failing that the pick for it (a seed), advances into the next round's slot, name
 * and seed. Decided results win over picks. Slots already filled by the server stay. Returns new match
 * objects.
 */
export function fillBracket<M extends BracketMatch>(
  matches: readonly M[],
  picks: ReadonlyMap<number, number>,
): M[] {
  const rounds = Math.max(0, ...matches.map((m) => m.round));
  const out = matches.map((m) => ({ ...m }));
  const at = new Map(out.map((m) => [`${m.round}:${m.match_number}`, m]));
  for (let round = 1; round < rounds; round++) {
    for (const match of out
      .filter((m) => m.round === round)
      .sort((a, b) => a.match_number - b.match_number)) {
      const pick = picks.get(match.id);
      const slot =
        match.winner_slot ??
        (pick === undefined ? null : pick === match.slot1_seed ? 1 : pick === match.slot2_seed ? 2 : null);
      const to = nextSlot(round, match.match_number);
      const target = at.get(`${to.round}:${to.match_number}`);
      if (!target || target.winner_slot !== null || slot === null) continue;
      const name = slot === 1 ? match.slot1_name : match.slot2_name;
      const seed = slot === 1 ? match.slot1_seed : match.slot2_seed;
      if (to.slot === 1) {
        target.slot1_name = name;
        target.slot1_seed = seed;
      } else {
        target.slot2_name = name;
        target.slot2_seed = seed;
      }
    }
  }
  return out;
}

/**
 * Each slot's seed: its place in round 1 (1…N), the slot's identity whatever its name (two slots may
 * share a name, decision 046). Round 1's match k holds seeds 2k-1 and 2k; a later slot holds the seed of
 * the winner of the match feeding it, or null while that match is undecided.
 */
export function slotSeeds(
  matches: readonly { id: number; round: number; match_number: number; winner_slot: number | null }[],
): Map<number, [number | null, number | null]> {
  const out = new Map<number, [number | null, number | null]>();
  const winnerSeed = new Map<string, number | null>();
  for (const m of [...matches].sort((a, b) => a.round - b.round || a.match_number - b.match_number)) {
    const seeds: [number | null, number | null] =
      m.round === 1
        ? [2 * m.match_number - 1, 2 * m.match_number]
        : [
            winnerSeed.get(`${m.round - 1}:${2 * m.match_number - 1}`) ?? null,
            winnerSeed.get(`${m.round - 1}:${2 * m.match_number}`) ?? null,
          ];
    out.set(m.id, seeds);
    const won = m.winner_slot === 1 ? seeds[0] : m.winner_slot === 2 ? seeds[1] : null;
    winnerSeed.set(`${m.round}:${m.match_number}`, won);
  }
  return out;
}

/**
 * The match being played: the first undecided match (round by round) whose two slots are known; null
 * when every match is decided or none is ready.
 */
export function playingMatch<M extends BracketMatch>(matches: readonly M[]): M | null {
  return (
    [...matches]
      .sort((a, b) => a.round - b.round || a.match_number - b.match_number)
      .find((m) => m.winner_name === null && m.slot1_name !== null && m.slot2_name !== null) ?? null
  );
}

/** A match a member may pick: both slots filled and no winner yet (SPEC §4). */
export const isPickable = (m: BracketMatch): boolean =>
  m.winner_name === null && m.slot1_name !== null && m.slot2_name !== null;

/** Why a pick is refused, or null when it may be saved (checked against the filled bracket). */
export function pickRefusal(
  filled: ReadonlyMap<number, BracketMatch>,
  pick: { match_id: number; winner_seed: number },
): 'match' | 'winner' | null {
  const match = filled.get(pick.match_id);
  if (!match || match.winner_slot !== null) return 'match';
  if (match.slot1_seed === null || match.slot2_seed === null) return 'match';
  if (pick.winner_seed !== match.slot1_seed && pick.winner_seed !== match.slot2_seed) return 'winner';
  return null;
}

/**
 * The seed a pick names in its (filled) match: by `winner_seed` when sent (its name must be that slot's),
 * else by name, which must name exactly one of the two slots ('ambiguous' when both share it).
 */
export function pickedSeed(
  match: BracketMatch | undefined,
  pick: { winner_name: string; winner_seed?: number | null | undefined },
): number | 'winner' | 'ambiguous' {
  const slots = match
    ? [
        { name: match.slot1_name, seed: match.slot1_seed },
        { name: match.slot2_name, seed: match.slot2_seed },
      ].filter((s) => s.seed !== null && s.name !== null)
    : [];
  if (pick.winner_seed != null) {
    const slot = slots.find((s) => s.seed === pick.winner_seed);
    return slot && slot.name === pick.winner_name ? pick.winner_seed : 'winner';
  }
  const named = slots.filter((s) => s.name === pick.winner_name);
  if (named.length === 2) return 'ambiguous';
  return named[0]?.seed ?? 'winner';
}

export interface Score {
  correct: number;
  total: number;
  /** 0–100, rounded to one decimal; 0 when nothing is decided. */
  accuracy: number;
}

/**
 * Correct = picks of the decided winner's seed (not its name: two slots may share one); total = picks
 * on decided matches (issue 11).
 */
export function scorePicks(
  matches: readonly Pick<BracketMatch, 'id' | 'winner_slot' | 'slot1_seed' | 'slot2_seed'>[],
  picks: readonly { match_id: number; winner_seed: number }[],
): Score {
  const winners = new Map(matches.map((m) => [m.id, winnerSeed(m)]));
  let correct = 0;
  let total = 0;
  for (const p of picks) {
    const winner = winners.get(p.match_id);
    if (winner === null || winner === undefined) continue;
    total++;
    if (winner === p.winner_seed) correct++;
  }
  const accuracy = total === 0 ? 0 : Math.round((correct / total) * 1000) / 10;
  return { correct, total, accuracy };
}

/** Top Performers order: correct, then accuracy, then the earliest save. */
export function byPerformance<T extends { correct: number; accuracy: number; saved_at: string }>(
  a: T,
  b: T,
): number {
  return b.correct - a.correct || b.accuracy - a.accuracy || a.saved_at.localeCompare(b.saved_at);
}

/** A perfect bracket: every match of the tournament decided and picked correctly. */
export const isPerfect = (score: Score, matchCount: number): boolean =>
  matchCount > 0 && score.correct === matchCount;

export interface PayoutRates {
  points_per_correct: number;
  xp_per_correct: number;
  perfect_bonus_points: number;
  perfect_bonus_xp: number;
}

/** What a member is due for a bracket: per correct pick, plus the bonus for a perfect one. */
export function payoutDue(
  rates: PayoutRates,
  correct: number,
  perfect: boolean,
): { points: number; xp: number } {
  return {
    points: correct * rates.points_per_correct + (perfect ? rates.perfect_bonus_points : 0),
    xp: correct * rates.xp_per_correct + (perfect ? rates.perfect_bonus_xp : 0),
  };
}

/** Percentage of matches that have a winner (SPEC §4), whole number. */
export function progressPercent(matches: readonly Pick<BracketMatch, 'winner_name'>[]): number {
  if (matches.length === 0) return 0;
  return Math.round((matches.filter((m) => m.winner_name !== null).length / matches.length) * 100);
}

/** The tournament winner: the winner of the match in the highest round (SPEC §4). */
export function tournamentWinner(matches: readonly BracketMatch[]): string | null {
  const rounds = Math.max(0, ...matches.map((m) => m.round));
  return matches.find((m) => m.round === rounds)?.winner_name ?? null;
}

/** Completed: inactive at 100 % (SPEC §4). */
export const isCompleted = (t: { is_active: boolean }, progress: number): boolean =>
  !t.is_active && progress === 100;

/** The card's button (SPEC §2). */
export function cardAction(t: { is_active: boolean; predictions_active: boolean }, progress: number) {
  if (isCompleted(t, progress)) return 'results' as const;
  if (t.predictions_active) return 'predict' as const;
  return 'view' as const;
}

/** Round titles: the last is the Final, the one before the Semi-finals. */
export function roundName(round: number, rounds: number): string {
  if (round === rounds) return 'Final';
  if (round === rounds - 1) return 'Semi-finals';
  if (round === rounds - 2) return 'Quarter-finals';
  return `Round ${round}`;
}
