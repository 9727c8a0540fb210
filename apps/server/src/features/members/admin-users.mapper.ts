import type { AdminUserRow } from '@podium/shared/members/schemas';
import { levelProgress } from '@podium/shared/points/levels';
import { toCurrentUser, toUserSummary } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';

/** One row of the admin members table. */
export function toAdminUserRow(row: UserRow): AdminUserRow {
  return {
    ...toUserSummary(row),
    points: row.points,
    xp: row.xp,
    level: levelProgress(row.xp).level,
    created_at: row.createdAt.toISOString(),
    last_active: row.lastActiveAt.toISOString(),
    banned_at: row.bannedAt?.toISOString() ?? null,
  };
}

/** The admin's full view of one member (the row plus contact, casino and social fields). */
export function toAdminUserFull(row: UserRow) {
  return {
    ...toCurrentUser(row),
    ...toAdminUserRow(row),
    email: row.email,
    points_earned: row.pointsEarned,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    ban_reason: row.banReason,
  };
}
