import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { achievements, badges, userAchievements, userBadges } from '../achievements/achievements.table.ts';
import { type UserRow, users } from '../users/users.table.ts';

/** Position by points: 1 + members with more points (a range scan on users_points_idx). */
export async function rankByPoints(db: DbOrTx, points: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(gt(users.points, points));
  return 1 + (row?.n ?? 0);
}

/** The active catalogue with this member's unlocks: unlocked first (newest first), then locked. */
export function achievementsWithUnlocks(db: DbOrTx, userId: number) {
  return db
    .select({
      id: achievements.id,
      title: achievements.title,
      description: achievements.description,
      category: achievements.category,
      icon: achievements.icon,
      unlockedAt: userAchievements.unlockedAt,
    })
    .from(achievements)
    .leftJoin(
      userAchievements,
      and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId)),
    )
    .where(eq(achievements.isActive, true))
    .orderBy(
      sql`${userAchievements.unlockedAt} is null`,
      desc(userAchievements.unlockedAt),
      asc(achievements.id),
    );
}

/** Badges granted to the member, most recent first. */
export function grantedBadges(db: DbOrTx, userId: number) {
  return db
    .select({ id: badges.id, name: badges.name, icon: badges.icon, description: badges.description })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .orderBy(desc(userBadges.grantedAt), asc(badges.id));
}

/** What the member's settings forms change on their row. */
export type ProfileFields = Partial<
  Pick<
    typeof users.$inferInsert,
    'bio' | 'crypto' | 'crypto2' | 'crypto3' | 'twitterUser' | 'instagramUser' | 'youtubeUser' | 'tiktokUser'
  >
>;

/** Saves the fields; the unique indexes on the casino usernames may refuse them. Answers the row. */
export async function updateProfileFields(
  db: DbOrTx,
  userId: number,
  fields: ProfileFields,
): Promise<UserRow> {
  const [user] = await db.update(users).set(fields).where(eq(users.id, userId)).returning();
  return user!;
}
