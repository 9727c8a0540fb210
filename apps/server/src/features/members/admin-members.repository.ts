import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUsersPage,
} from '@podium/shared/members/schemas';
import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { achievements, badges, userAchievements, userBadges } from '../achievements/achievements.table.ts';
import { users } from '../users/users.table.ts';
import { adminHistory } from './admin-history.repository.ts';
import { toAdminUserFull, toAdminUserRow } from './admin-users.mapper.ts';
import { membersErrors } from './members.errors.ts';

/** `value` as a literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members matching `query` on username, name or Kick username (case-insensitive), newest first. */
export async function searchUsers(db: DbOrTx, query: string, page: number): Promise<AdminUsersPage> {
  const pattern = `%${likeLiteral(query)}%`;
  const where = query
    ? or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.kickUsername, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(toAdminUserRow),
    page,
    page_size: ADMIN_USERS_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}

async function requireUserRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw membersErrors.notFound();
  return row;
}

/** A member's older ledger rows (404 for an unknown member). */
export async function memberHistory(db: DbOrTx, userId: number, before?: number) {
  await requireUserRow(db, userId);
  return adminHistory(db, userId, before);
}

export async function userDetail(db: DbOrTx, id: number): Promise<AdminUserDetail> {
  const row = await requireUserRow(db, id);
  const [badgeRows, achievementRows, history] = await Promise.all([
    db
      .select({ badge: badges, grantedAt: userBadges.grantedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, id))
      .orderBy(asc(userBadges.grantedAt), asc(badges.id)),
    db
      .select({ achievement: achievements, unlockedAt: userAchievements.unlockedAt })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, id))
      .orderBy(desc(userAchievements.unlockedAt), asc(achievements.id)),
    adminHistory(db, id),
  ]);
  return {
    user: toAdminUserFull(row),
    badges: badgeRows.map(({ badge, grantedAt }) => ({
      id: badge.id,
      name: badge.name,
      icon: badge.icon,
      description: badge.description,
      granted_at: grantedAt.toISOString(),
    })),
    achievements: achievementRows.map(({ achievement: a, unlockedAt }) => ({
      id: a.id,
      key: a.key,
      title: a.title,
      description: a.description,
      category: a.category,
      icon: a.icon,
      criterion: a.criterion,
      threshold: a.threshold,
      is_active: a.isActive,
      unlocked_at: unlockedAt.toISOString(),
    })),
    history,
  };
}
