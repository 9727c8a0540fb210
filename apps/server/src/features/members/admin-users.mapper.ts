import type { AdminUserRow } from '@podium/shared/members';
import { levelProgress } from '@podium/shared/rules/levels';
import { avatarUrl } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';

export const displayName = (row: Pick<UserRow, 'name' | 'username'>) => row.name?.trim() || row.username;

/** One row of the admin members table. */
export function toAdminUserRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    display_name: displayName(row),
    avatar_url: avatarUrl(row),
    kick_username: row.kickUsername,
    role: row.role,
    points: row.points,
    xp: row.xp,
    level: levelProgress(row.xp).level,
    created_at: row.createdAt.toISOString(),
    last_active: row.lastActiveAt.toISOString(),
  };
}

/** The admin's full view of one member (the row plus contact, casino and social fields). */
export function toAdminUserFull(row: UserRow) {
  return {
    ...toAdminUserRow(row),
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    bio: row.bio,
    crypto: row.crypto,
    crypto2: row.crypto2,
    crypto3: row.crypto3,
    twitter_user: row.twitterUser,
    instagram_user: row.instagramUser,
    youtube_user: row.youtubeUser,
    tiktok_user: row.tiktokUser,
    points_earned: row.pointsEarned,
  };
}
