import { bracketPositions, nextSlot } from '@podium/shared/tournaments/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { insertTournament, updateTournamentRow } from './admin-tournaments.repository.ts';
import { fillSlot, insertBracket, matchAt, saveResult, setFirstRoundPair } from './matches.repository.ts';
import { lockPrediction, upsertPicks } from './predictions.repository.ts';
import { payTournament } from './prizes.usecases.ts';
import { findTournament, matchRows } from './tournaments.repository.ts';
import { tournaments } from './tournaments.table.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Round 1's slots in seed order (two share a name, as viewers' calls do: told apart by seed). */
const runningSlots = [
  'Gates of Olympus',
  'Sweet Bonanza',
  'Wanted Dead or a Wild',
  'Sweet Bonanza',
  'Mental',
  'Big Bass Bonanza',
  'Money Train 3',
  'Chaos Crew',
];
const finishedSlots = [
  'Dog House Megaways',
  'Tombstone RIP',
  'Reactoonz',
  'Starlight Princess',
  'Rip City',
  'Sugar Rush',
  'Fruit Party',
  'Book of Dead',
];

/** Results in play order: [winning slot 1|2, slot 1 multiplier, slot 2 multiplier]. */
type Result = [winner: 1 | 2, m1: number, m2: number];
const runningResults: Result[] = [
  [1, 152.4, 38],
  [2, 12.5, 88.2],
  [1, 410, 96.5],
];
const finishedResults: Result[] = [
  [1, 312, 54.3],
  [2, 88, 120.4],
  [1, 640.5, 31],
  [2, 18.2, 95],
  [2, 77.7, 120.4],
  [1, 640.5, 210],
  [2, 120.4, 640.5],
];

/** A member's picks, as seeds: round 1's four, the semi-finals' two, the Final. */
type Picks = [username: string, seeds: number[]];
const runningPicks: Picks[] = [
  ['lucky_lena', [1, 4, 5, 7, 1, 7, 1]],
  ['bonusbaron', [2, 3, 6, 8, 3, 8, 8]],
  ['jackpot_jo', [1, 3, 5, 8, 3, 5, 5]],
  ['scatter_sam', [1, 4, 5, 7, 4, 5, 4]],
];
const finishedPicks: Picks[] = [
  ['lucky_lena', [1, 4, 5, 8, 4, 5, 5]],
  ['bonusbaron', [1, 3, 5, 7, 1, 5, 5]],
  ['freespin_fay', [2, 4, 6, 8, 4, 8, 4]],
];

async function insertBracketOf(
  tx: Tx,
  t: { name: string; slots: string[]; createdAgo: number },
  results: Result[],
  picks: Picks[],
  idOf: Map<string, number>,
): Promise<number> {
  const id = await insertTournament(tx, {
    name: t.name,
    size: t.slots.length,
    pointsPerCorrect: 10,
    xpPerCorrect: 5,
    perfectBonusPoints: 100,
    perfectBonusXp: 50,
    createdAt: ago(t.createdAgo),
  });
  await insertBracket(tx, id, bracketPositions(t.slots.length));
  for (let k = 1; k <= t.slots.length / 2; k++) {
    const slot = (seed: number) => ({ name: t.slots[seed - 1]!, user_id: null });
    await setFirstRoundPair(tx, id, k, slot(2 * k - 1), slot(2 * k));
  }
  // The members predicted before the first result.
  const matches = await matchRows(tx, id);
  for (const [username, seeds] of picks) {
    const userId = idOf.get(username);
    if (userId === undefined) continue;
    const predictionId = await lockPrediction(tx, id, userId);
    await upsertPicks(
      tx,
      predictionId,
      seeds.map((seed, i) => ({
        match_id: matches[i]!.id,
        winner_seed: seed,
        winner_name: t.slots[seed - 1]!,
      })),
    );
  }
  // The results, as the admin records them: the winner advances into the next round.
  for (const [i, [winner, m1, m2]] of results.entries()) {
    const match = (await matchRows(tx, id))[i]!;
    await saveResult(tx, match.id, {
      slot1Multiplier: Math.round(m1 * 100),
      slot2Multiplier: Math.round(m2 * 100),
      winnerSlot: winner,
    });
    const next = await matchAt(tx, id, nextSlot(match.round, match.matchNumber));
    const name = winner === 1 ? match.slot1Name : match.slot2Name;
    if (next)
      await fillSlot(tx, next.id, nextSlot(match.round, match.matchNumber).slot, { name, userId: null });
  }
  return id;
}

/**
 * Two demo tournaments (decision 046): "Friday Slot Battle", running with predictions open, three of
 * round 1's four matches recorded and four members' picks (two slots share a name); and "Weekend Cup
 * #7", finished: every result recorded, inactive, and paid through the ledger by the real payout.
 */
export async function seedTournaments(tx: Tx): Promise<void> {
  const names = [...new Set([...runningPicks, ...finishedPicks].map(([name]) => name))];
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(rows.map((r) => [r.username, r.id]));

  const finished = await insertBracketOf(
    tx,
    { name: 'Weekend Cup #7', slots: finishedSlots, createdAgo: 9 * DAY },
    finishedResults,
    finishedPicks,
    idOf,
  );
  await updateTournamentRow(tx, finished, { isActive: false, predictionsActive: false });
  await payTournament(tx, (await findTournament(tx, finished))!, null);
  // As if its Final was decided on the night, a week ago: the public history dates it by the payout (decision 065).
  await tx
    .update(tournaments)
    .set({ paidAt: ago(8 * DAY) })
    .where(eq(tournaments.id, finished));

  const running = await insertBracketOf(
    tx,
    { name: 'Friday Slot Battle', slots: runningSlots, createdAgo: 3 * HOUR },
    runningResults,
    runningPicks,
    idOf,
  );
  await updateTournamentRow(tx, running, { predictionsActive: true });
}
