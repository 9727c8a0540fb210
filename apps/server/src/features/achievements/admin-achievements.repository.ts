import { type AchievementInput, type AdminAchievement, achievementKey } from '@podium/shared/members/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { achievements, userAchievements } from './achievements.table.ts';

type Row = typeof achievements.$inferSelect;

export const toCatalogueEntry = (r: Row) => ({
  id: r.id,
  key: r.key,
  title: r.title,
  description: r.description,
  category: r.category,
  icon: r.icon,
  criterion: r.criterion,
  threshold: r.threshold,
  is_active: r.isActive,
});
const toAdminAchievement = (r: Row, unlockCount: number): AdminAchievement => ({
  ...toCatalogueEntry(r),
  unlock_count: unlockCount,
});

const columns = (input: AchievementInput) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  icon: input.icon,
  criterion: input.criterion,
  threshold: input.threshold,
  isActive: input.is_active,
});

/** The catalogue with each entry's unlock count, in one query. */
export async function listAchievements(db: DbOrTx): Promise<AdminAchievement[]> {
  const rows = await db
    .select({ achievement: achievements, unlocks: count(userAchievements.userId) })
    .from(achievements)
    .leftJoin(userAchievements, eq(userAchievements.achievementId, achievements.id))
    .groupBy(achievements.id)
    .orderBy(asc(achievements.id));
  return rows.map((r) => toAdminAchievement(r.achievement, r.unlocks));
}

/** How many members hold the entry. */
export async function unlockCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userAchievements)
    .where(eq(userAchievements.achievementId, id));
  return row?.n ?? 0;
}

export async function findAchievement(db: DbOrTx, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(achievements).where(eq(achievements.id, id));
  return row;
}

/** The entry, locked for an edit or a delete (unlocks of it still go ahead meanwhile). */
export async function lockAchievement(tx: Tx, id: number): Promise<Row | undefined> {
  const [row] = await tx.select().from(achievements).where(eq(achievements.id, id)).for('no key update');
  return row;
}

/** A new entry keyed by its title (the unique key index refuses a second one). */
export async function insertAchievement(db: DbOrTx, input: AchievementInput): Promise<AdminAchievement> {
  const [row] = await db
    .insert(achievements)
    .values({ ...columns(input), key: achievementKey(input.title) })
    .returning();
  return toAdminAchievement(row!, 0);
}

/** The entry's fields, its key as created; undefined when there is no such entry. */
export async function updateAchievementRow(
  db: DbOrTx,
  id: number,
  input: AchievementInput,
): Promise<AdminAchievement | undefined> {
  const [row] = await db.update(achievements).set(columns(input)).where(eq(achievements.id, id)).returning();
  if (!row) return undefined;
  return toAdminAchievement(row, await unlockCount(db, id));
}

export async function deleteAchievementRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(achievements).where(eq(achievements.id, id));
}

/** Records the unlock once (primary key): its time, or undefined when the member had it already. */
export async function insertUnlock(
  db: DbOrTx,
  userId: number,
  achievementId: number,
): Promise<Date | undefined> {
  const rows = await db
    .insert(userAchievements)
    .values({ userId, achievementId })
    .onConflictDoNothing()
    .returning({ unlockedAt: userAchievements.unlockedAt });
  return rows[0]?.unlockedAt;
}

/** Whether the member had the achievement (and now has not). */
export async function deleteUnlock(db: DbOrTx, userId: number, achievementId: number): Promise<boolean> {
  const rows = await db
    .delete(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)))
    .returning({ userId: userAchievements.userId });
  return rows.length > 0;
}
