import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { CatalogueEntry, Criterion } from './achievements.defaults.ts';
import { achievements, userAchievements } from './achievements.table.ts';

/**
 * Records an unlock of every active achievement of `criterion` whose threshold `value` has reached, in
 * one INSERT … SELECT; the primary key keeps each unlock once. Answers the ids newly unlocked.
 */
export async function insertReachedUnlocks(
  db: DbOrTx,
  userId: number,
  criterion: Criterion,
  value: number,
): Promise<number[]> {
  const rows = await db
    .insert(userAchievements)
    .select(
      db
        .select({
          userId: sql<number>`${userId}`.as('user_id'),
          achievementId: achievements.id,
          unlockedAt: sql<Date>`now()`.as('unlocked_at'),
        })
        .from(achievements)
        .where(
          and(
            eq(achievements.criterion, criterion),
            lte(achievements.threshold, value),
            eq(achievements.isActive, true),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  return rows.map((r) => r.achievementId);
}

/** The titles of these achievements (at least one id). */
export async function achievementTitles(db: DbOrTx, ids: number[]): Promise<string[]> {
  const rows = await db
    .select({ title: achievements.title })
    .from(achievements)
    .where(sql`${achievements.id} in (${sql.join(ids, sql`, `)})`);
  return rows.map((r) => r.title);
}

/** Inserts the entries whose key is not in the catalogue yet; existing entries are left as admins made them. */
export async function insertMissingAchievements(db: DbOrTx, entries: CatalogueEntry[]): Promise<void> {
  await db.insert(achievements).values(entries).onConflictDoNothing({ target: achievements.key });
}
