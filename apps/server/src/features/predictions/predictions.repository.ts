import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import {
  type PredictionRow,
  predictionOutcomes,
  predictionStakes,
  predictions,
} from './predictions.table.ts';

/** How many predictions the page lists (newest first; open and locked ones are the newest in practice). */
export const LISTED_PREDICTIONS = 30;

/** "Its lock time has passed", by the database's clock (one clock for every process, decision 014). */
const lockPassed = sql<boolean>`(${predictions.locksAt} is not null and ${predictions.locksAt} <= now())`;

export type PredictionWithClock = PredictionRow & { lockPassed: boolean };

export async function insertPrediction(
  tx: Tx,
  values: typeof predictions.$inferInsert,
  outcomes: readonly string[],
): Promise<number> {
  const [row] = await tx.insert(predictions).values(values).returning({ id: predictions.id });
  await tx
    .insert(predictionOutcomes)
    .values(outcomes.map((label, i) => ({ predictionId: row!.id, position: i + 1, label })));
  return row!.id;
}

/** One prediction, with whether its lock time has passed. */
export async function findPrediction(db: DbOrTx, id: number): Promise<PredictionWithClock | undefined> {
  const [row] = await db
    .select({ p: predictions, lockPassed })
    .from(predictions)
    .where(eq(predictions.id, id));
  return row && { ...row.p, lockPassed: row.lockPassed };
}

/** The prediction FOR SHARE: a stake in flight holds it, so locking or settling waits for the stake. */
export async function shareLockPrediction(tx: Tx, id: number): Promise<PredictionWithClock | undefined> {
  const [row] = await tx
    .select({ p: predictions, lockPassed })
    .from(predictions)
    .where(eq(predictions.id, id))
    .for('share');
  return row && { ...row.p, lockPassed: row.lockPassed };
}

/** The newest prediction members can stake on now (open, its lock time not passed): `!bet`'s target. */
export async function newestOpen(db: DbOrTx) {
  const [row] = await db
    .select({ id: predictions.id, title: predictions.title })
    .from(predictions)
    .where(and(eq(predictions.status, 'open'), sql`not ${lockPassed}`))
    .orderBy(desc(predictions.id))
    .limit(1);
  return row;
}

/** Newest first, with whether each lock time has passed. */
export async function listPredictionRows(
  db: DbOrTx,
  limit = LISTED_PREDICTIONS,
): Promise<PredictionWithClock[]> {
  const rows = await db
    .select({ p: predictions, lockPassed })
    .from(predictions)
    .orderBy(desc(predictions.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.p, lockPassed: r.lockPassed }));
}

export const outcomesOf = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(predictionOutcomes)
        .where(inArray(predictionOutcomes.predictionId, ids))
        .orderBy(predictionOutcomes.predictionId, predictionOutcomes.position);

/** Pool and stakers per outcome. */
export async function outcomeTotals(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      outcomeId: predictionStakes.outcomeId,
      pool: sql<string>`sum(${predictionStakes.amount})`.mapWith(Number),
      stakers: sql<number>`count(*)`.mapWith(Number),
    })
    .from(predictionStakes)
    .where(inArray(predictionStakes.predictionId, ids))
    .groupBy(predictionStakes.outcomeId);
}

/** Each outcome's largest stakes (ties: the earliest), `top` of them, with the member's name. */
export async function topStakes(db: DbOrTx, ids: number[], top: number) {
  if (ids.length === 0) return [];
  const ranked = db
    .select({
      outcomeId: predictionStakes.outcomeId,
      amount: predictionStakes.amount,
      username: users.username,
      rank: sql<number>`row_number() over (partition by ${predictionStakes.outcomeId} order by ${predictionStakes.amount} desc, ${predictionStakes.id})`.as(
        'rank',
      ),
    })
    .from(predictionStakes)
    .innerJoin(users, eq(users.id, predictionStakes.userId))
    .where(inArray(predictionStakes.predictionId, ids))
    .as('ranked');
  return db
    .select({ outcomeId: ranked.outcomeId, amount: ranked.amount, username: ranked.username })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${top}`)
    .orderBy(ranked.outcomeId, ranked.rank);
}

export const memberStakes = (db: DbOrTx, ids: number[], userId: number) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(predictionStakes)
        .where(and(inArray(predictionStakes.predictionId, ids), eq(predictionStakes.userId, userId)));

export async function findStake(tx: Tx, predictionId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(predictionStakes)
    .where(and(eq(predictionStakes.predictionId, predictionId), eq(predictionStakes.userId, userId)));
  return row;
}

/** A first stake; answers its id. */
export async function insertStake(tx: Tx, values: typeof predictionStakes.$inferInsert) {
  const [row] = await tx.insert(predictionStakes).values(values).returning();
  return row!;
}

/** Adds to a stake; answers it after. */
export async function addToStake(tx: Tx, stakeId: number, points: number) {
  const [row] = await tx
    .update(predictionStakes)
    .set({
      amount: sql`${predictionStakes.amount} + ${points}`,
      additions: sql`${predictionStakes.additions} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(predictionStakes.id, stakeId))
    .returning();
  return row!;
}

/** Every stake of a prediction, in the order they were first placed. */
export const stakesOf = (tx: DbOrTx, predictionId: number) =>
  tx
    .select()
    .from(predictionStakes)
    .where(eq(predictionStakes.predictionId, predictionId))
    .orderBy(predictionStakes.id);

export const setPayout = (tx: Tx, stakeId: number, payout: number) =>
  tx.update(predictionStakes).set({ payout }).where(eq(predictionStakes.id, stakeId));

/** Locks by hand, once: only an open prediction (whose lock time has not passed either). */
export async function markLocked(tx: Tx, id: number) {
  const [row] = await tx
    .update(predictions)
    .set({ status: 'locked', lockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(predictions.id, id), eq(predictions.status, 'open')))
    .returning();
  return row;
}

/**
 * The settlement's guard: moves an open or locked prediction to resolved or cancelled. Under
 * concurrency only one transaction gets the row back (the others wait for its lock, then see it
 * settled), so only one pays.
 */
export async function markSettled(
  tx: Tx,
  id: number,
  values: { status: 'resolved' | 'cancelled'; winningOutcomeId: number | null; settledBy: number | null },
) {
  const [row] = await tx
    .update(predictions)
    .set({ ...values, settledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(predictions.id, id), inArray(predictions.status, ['open', 'locked'])))
    .returning();
  return row;
}

export const markRefunded = (tx: Tx, id: number) =>
  tx.update(predictions).set({ refunded: true }).where(eq(predictions.id, id));
