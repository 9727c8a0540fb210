import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bonusHuntGames } from '../bonus-hunts/bonus-hunts.table.ts';
import { type SlotRow, slotCatalogue } from './slot-requests.table.ts';

export const findSlot = async (db: DbOrTx, id: number): Promise<SlotRow | undefined> =>
  (await db.select().from(slotCatalogue).where(eq(slotCatalogue.id, id)))[0];

/** Slots whose name contains `q` (any case), names starting with it first, then shorter names. */
export function searchSlots(db: DbOrTx, q: string, limit: number): Promise<SlotRow[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const starts = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(slotCatalogue)
    .where(q ? ilike(slotCatalogue.name, like) : undefined)
    .orderBy(
      sql`case when ${slotCatalogue.name} ilike ${starts} then 0 else 1 end`,
      sql`length(${slotCatalogue.name})`,
      asc(slotCatalogue.name),
    )
    .limit(limit);
}

/** Adds slots whose names (any case) are new; answers how many were added. */
export async function addSlots(
  tx: Tx,
  rows: readonly { name: string; provider: string | null; image: string | null }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await tx
    .insert(slotCatalogue)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: slotCatalogue.id });
  return added.length;
}

/** The catalogue grows from played slots: every slot a bonus hunt opened that it does not hold yet. */
export async function playedHuntSlots(db: DbOrTx) {
  return db
    .selectDistinctOn([sql`lower(${bonusHuntGames.slotName})`], {
      name: bonusHuntGames.slotName,
      provider: bonusHuntGames.provider,
      image: bonusHuntGames.image,
    })
    .from(bonusHuntGames)
    .orderBy(sql`lower(${bonusHuntGames.slotName})`);
}

export const setBanned = (tx: Tx, id: number, banned: boolean) =>
  tx.update(slotCatalogue).set({ banned }).where(eq(slotCatalogue.id, id)).returning();

export const countSlots = async (db: DbOrTx) =>
  (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(slotCatalogue))[0]?.n ?? 0;

export const bannedSlots = (db: DbOrTx) =>
  db.select().from(slotCatalogue).where(eq(slotCatalogue.banned, true)).orderBy(asc(slotCatalogue.name));
