import { queuedStatuses } from '@podium/shared/slot-requests/rules';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import {
  type SlotRequestRow,
  type SlotRequestSettingsRow,
  slotCatalogue,
  slotRequestSettings,
  slotRequests,
} from './slot-requests.table.ts';

/** The settings (defaults until an admin saves them). */
export async function readSettings(db: DbOrTx): Promise<SlotRequestSettingsRow> {
  const [row] = await db.select().from(slotRequestSettings).where(eq(slotRequestSettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(slotRequestSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await readSettings(db));
}

export async function saveSettings(tx: Tx, values: Partial<typeof slotRequestSettings.$inferInsert>) {
  await readSettings(tx);
  const [row] = await tx
    .update(slotRequestSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(slotRequestSettings.id, 1))
    .returning();
  return row!;
}

const joined = { r: slotRequests, slot: slotCatalogue, username: users.username };
export type RequestWithSlot = {
  r: SlotRequestRow;
  slot: typeof slotCatalogue.$inferSelect;
  username: string;
};

function withSlot(db: DbOrTx) {
  return db
    .select(joined)
    .from(slotRequests)
    .innerJoin(slotCatalogue, eq(slotCatalogue.id, slotRequests.slotId))
    .innerJoin(users, eq(users.id, slotRequests.userId));
}

/** The queue: picked first, then open ones oldest first. */
export const queueRows = (db: DbOrTx): Promise<RequestWithSlot[]> =>
  withSlot(db)
    .where(inArray(slotRequests.status, [...queuedStatuses]))
    .orderBy(sql`case when ${slotRequests.status} = 'picked' then 0 else 1 end`, asc(slotRequests.id));

export const memberRows = (db: DbOrTx, userId: number): Promise<RequestWithSlot[]> =>
  withSlot(db)
    .where(and(eq(slotRequests.userId, userId), inArray(slotRequests.status, [...queuedStatuses])))
    .orderBy(asc(slotRequests.id));

export const playedRows = (db: DbOrTx, limit: number): Promise<RequestWithSlot[]> =>
  withSlot(db).where(eq(slotRequests.status, 'played')).orderBy(desc(slotRequests.decidedAt)).limit(limit);

export const requestRow = async (db: DbOrTx, id: number): Promise<RequestWithSlot | undefined> =>
  (await withSlot(db).where(eq(slotRequests.id, id)))[0];

/** A member's queued requests, counted after their row is locked (so two requests take turns). */
export const queuedCount = async (tx: Tx, userId: number) =>
  (
    await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(slotRequests)
      .where(and(eq(slotRequests.userId, userId), inArray(slotRequests.status, [...queuedStatuses])))
  )[0]?.n ?? 0;

export async function insertRequest(tx: Tx, values: typeof slotRequests.$inferInsert) {
  const [row] = await tx.insert(slotRequests).values(values).returning();
  return row!;
}

/** The queue's length up to and including a request (its place). */
export const placeInQueue = async (tx: Tx, id: number) =>
  (
    await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(slotRequests)
      .where(and(inArray(slotRequests.status, [...queuedStatuses]), sql`${slotRequests.id} <= ${id}`))
  )[0]?.n ?? 0;

/**
 * Every change's guard: moves requests from the statuses given to `to`, answering those it moved. Under
 * concurrency only one transaction gets each row back, so a refund or reward is paid once.
 */
export function moveRequests(
  tx: Tx,
  where: { ids?: number[]; from: readonly SlotRequestRow['status'][] },
  to: PgUpdateSetSource<typeof slotRequests>,
) {
  return tx
    .update(slotRequests)
    .set(to)
    .where(
      and(
        inArray(slotRequests.status, [...where.from]),
        where.ids ? inArray(slotRequests.id, where.ids) : undefined,
      ),
    )
    .returning();
}

export const markRefunded = (tx: Tx, id: number) =>
  tx.update(slotRequests).set({ refunded: true }).where(eq(slotRequests.id, id));
