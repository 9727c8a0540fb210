import { type AchievementInput, type AdminAchievement, achievementKey } from '@podium/shared/members/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { achievements, userAchievements } from '../achievements/achievements.table.ts';
import { defaultAchievements } from '../achievements/achievements.usecases.ts';
import { users } from '../users/users.table.ts';
import { achievementConstraints, achievementGrantConstraints, membersErrors } from './members.errors.ts';

type Row = typeof achievements.$inferSelect;

const toCatalogueEntry = (r: Row) => ({
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

const builtInKeys = new Set(defaultAchievements.map((a) => a.key));

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

async function unlockCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userAchievements)
    .where(eq(userAchievements.achievementId, id));
  return row?.n ?? 0;
}

/** The key comes from the title and is unique: a clash is a 409, never a 500. */
export async function createAchievement(db: DbOrTx, input: AchievementInput): Promise<AdminAchievement> {
  try {
    const [row] = await db
      .insert(achievements)
      .values({ ...columns(input), key: achievementKey(input.title) })
      .returning();
    return toAdminAchievement(row!, 0);
  } catch (error) {
    throw constraintError(error, achievementConstraints);
  }
}

/**
 * Edits an entry; its key stays as created (code and the default catalogue refer to keys). Changing
 * the criterion or threshold does not revoke anything already unlocked.
 */
export async function updateAchievement(
  db: DbOrTx,
  id: number,
  input: AchievementInput,
): Promise<AdminAchievement> {
  const [row] = await db.update(achievements).set(columns(input)).where(eq(achievements.id, id)).returning();
  if (!row) throw membersErrors.achievementNotFound();
  return toAdminAchievement(row, await unlockCount(db, id));
}

/** Built-in entries are recreated at start-up, so they are switched off rather than deleted. */
export async function deleteAchievement(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ key: achievements.key }).from(achievements).where(eq(achievements.id, id));
  if (!row) throw membersErrors.achievementNotFound();
  if (builtInKeys.has(row.key)) {
    throw membersErrors.achievementBuiltIn();
  }
  await db.delete(achievements).where(eq(achievements.id, id));
}

/** Admins grant 'manual' achievements; the primary key records each once. */
export async function grantAchievement(db: DbOrTx, userId: number, achievementId: number) {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) throw membersErrors.notFound();
  const [achievement] = await db.select().from(achievements).where(eq(achievements.id, achievementId));
  if (!achievement) throw membersErrors.achievementNotFound();
  if (achievement.criterion !== 'manual') {
    throw membersErrors.achievementAutomatic();
  }
  try {
    const rows = await db
      .insert(userAchievements)
      .values({ userId, achievementId })
      .onConflictDoNothing()
      .returning({ unlockedAt: userAchievements.unlockedAt });
    if (rows.length === 0) {
      throw membersErrors.achievementAlreadyUnlocked();
    }
    return { ...toCatalogueEntry(achievement), unlocked_at: rows[0]!.unlockedAt.toISOString() };
  } catch (error) {
    throw constraintError(error, achievementGrantConstraints);
  }
}

export async function revokeAchievement(db: DbOrTx, userId: number, achievementId: number): Promise<void> {
  const rows = await db
    .delete(userAchievements)
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)))
    .returning({ userId: userAchievements.userId });
  if (rows.length === 0) throw membersErrors.achievementNotHeld();
}
