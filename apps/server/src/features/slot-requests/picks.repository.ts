import { newServerSeed, seedCommitment } from '@podium/shared/draws/draw.server';
import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type SlotRequestPickRow, slotRequestPicks } from './slot-requests.table.ts';

export const findPick = async (db: DbOrTx, id: number): Promise<SlotRequestPickRow | undefined> =>
  (await db.select().from(slotRequestPicks).where(eq(slotRequestPicks.id, id)))[0];

/** The pick waiting to be made (its seed hash already public), if any. */
export const waitingPick = async (db: DbOrTx): Promise<SlotRequestPickRow | undefined> =>
  (await db.select().from(slotRequestPicks).where(isNull(slotRequestPicks.drawnAt)))[0];

export const lastPick = async (db: DbOrTx): Promise<SlotRequestPickRow | undefined> =>
  (
    await db
      .select()
      .from(slotRequestPicks)
      .where(isNotNull(slotRequestPicks.drawnAt))
      .orderBy(desc(slotRequestPicks.id))
      .limit(1)
  )[0];

/**
 * The commitment of the next pick: the waiting one, or a new one with a fresh server seed whose hash is
 * public from now on (one waits at a time: the partial unique index). Locked FOR UPDATE when `lock`.
 */
export async function commitment(tx: Tx, lock = false): Promise<SlotRequestPickRow> {
  const query = tx.select().from(slotRequestPicks).where(isNull(slotRequestPicks.drawnAt));
  const [found] = lock ? await query.for('update') : await query;
  if (found) return found;
  const serverSeed = newServerSeed();
  await tx
    .insert(slotRequestPicks)
    .values({ serverSeed, serverSeedHash: seedCommitment(serverSeed) })
    .onConflictDoNothing();
  return commitment(tx, lock);
}

export async function markPicked(tx: Tx, id: number, values: PgUpdateSetSource<typeof slotRequestPicks>) {
  const [row] = await tx.update(slotRequestPicks).set(values).where(eq(slotRequestPicks.id, id)).returning();
  return row!;
}
