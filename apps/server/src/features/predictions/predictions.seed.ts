import { ledgerReason } from '@podium/shared/predictions/messages';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { siteContext } from '../audit/audit.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { users } from '../users/users.table.ts';
import { resolveInTransaction } from './admin-predictions.usecases.ts';
import { insertPrediction, insertStake, outcomesOf } from './predictions.repository.ts';

/** [member, outcome position, points] */
type DemoStake = [username: string, position: number, points: number];

const openStakes: DemoStake[] = [
  ['lucky_lena', 1, 500],
  ['bonusbaron', 2, 1200],
  ['highroller_hank', 1, 2500],
  ['jackpot_jo', 2, 300],
  ['reelqueen', 1, 750],
];

const resolvedStakes: DemoStake[] = [
  ['spinmaster', 1, 400],
  ['wildcard_will', 2, 900],
  ['cascade_cam', 3, 250],
  ['scatter_sam', 1, 600],
];

/** Demo points for each staker (through the ledger), then their stakes (through the ledger). */
async function stakeAll(tx: Tx, predictionId: number, title: string, stakes: DemoStake[]) {
  const names = stakes.map(([name]) => name);
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  const outcomes = await outcomesOf(tx, [predictionId]);
  for (const [name, position, points] of stakes) {
    const userId = idOf.get(name);
    const outcome = outcomes.find((o) => o.position === position);
    if (!userId || !outcome) continue;
    await applyLedgerEntry(tx, {
      userId,
      amount: points,
      kind: 'seed',
      reason: 'Demo points',
      reference: `seed:prediction:${predictionId}`,
    });
    const stake = await insertStake(tx, { predictionId, outcomeId: outcome.id, userId, amount: points });
    await applyLedgerEntry(tx, {
      userId,
      amount: -points,
      kind: 'prediction_stake',
      reason: ledgerReason(title, 'stake'),
      reference: `prediction_stake:${stake.id}:1`,
    });
  }
}

/** One open prediction with stakes (locked by hand), one resolved with its winners paid. */
export async function seedPredictions(tx: Tx): Promise<void> {
  const resolvedTitle = 'Which bonus pays most?';
  const resolved = await insertPrediction(tx, { title: resolvedTitle, minStake: 10, maxStake: 10_000 }, [
    'Gates of Olympus',
    'Sweet Bonanza',
    'Wanted Dead or a Wild',
  ]);
  await stakeAll(tx, resolved, resolvedTitle, resolvedStakes);
  const winner = (await outcomesOf(tx, [resolved])).find((o) => o.position === 1)!;
  await resolveInTransaction(tx, siteContext(), resolved, winner.id);

  const openTitle = 'Will this hunt end in profit?';
  const open = await insertPrediction(tx, { title: openTitle, minStake: 10, maxStake: 10_000 }, [
    'Yes',
    'No',
  ]);
  await stakeAll(tx, open, openTitle, openStakes);
}
