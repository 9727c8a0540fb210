import { defaultAvatarUrl } from '@podium/shared/common/avatar';
import { displayName } from '@podium/shared/common/display-name';
import { maskUsername } from '@podium/shared/common/mask-username';
import type { CurrentUser, UserSummary } from '@podium/shared/common/user';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraints.ts';
import { type UserRow, users } from './users.table.ts';

/**
 * Discord CDN URL for an avatar hash (animated hashes start with a_), else our default image. The
 * largest avatar the site shows is 104 px (the profile header), so 256 px covers two device pixels
 * per CSS pixel without fetching the full upload.
 */
export function avatarUrl(row: Pick<UserRow, 'id' | 'discordId' | 'avatar'>): string {
  if (row.avatar && row.discordId && /^(a_)?[0-9a-f]{32}$/.test(row.avatar)) {
    const ext = row.avatar.startsWith('a_') ? 'gif' : 'png';
    return `https://cdn.discordapp.com/avatars/${row.discordId}/${row.avatar}.${ext}?size=256`;
  }
  if (row.avatar && /^https?:\/\//.test(row.avatar)) return row.avatar;
  return defaultAvatarUrl(row.id);
}

export type SummaryRow = Pick<
  UserRow,
  'id' | 'username' | 'name' | 'avatar' | 'discordId' | 'kickUsername' | 'role'
>;

/** A member as others see them in lists (friends, search, requests, the admin's table). */
export function toUserSummary(row: SummaryRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    display_name: displayName(row),
    avatar_url: avatarUrl(row),
    kick_username: row.kickUsername,
    role: row.role,
  };
}

/**
 * A member named by a result already recorded (a raffle's drawn winner): as `toUserSummary`, but a
 * banned member shows masked, without their picture or Kick name (decision 041). The record itself is
 * unchanged.
 */
export function toRecordedUserSummary(row: SummaryRow & Pick<UserRow, 'bannedAt'>): UserSummary {
  if (!row.bannedAt) return toUserSummary(row);
  const masked = maskUsername(row.username);
  return toUserSummary({ ...row, username: masked, name: masked, avatar: null, kickUsername: null });
}

/** SPEC §3 "Current user". */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    kick_username: row.kickUsername,
    avatar: row.avatar,
    avatar_url: avatarUrl(row),
    role: row.role,
    bio: row.bio,
    crypto: row.crypto,
    crypto2: row.crypto2,
    crypto3: row.crypto3,
    twitter_user: row.twitterUser,
    instagram_user: row.instagramUser,
    youtube_user: row.youtubeUser,
    tiktok_user: row.tiktokUser,
  };
}

/**
 * The one rule for "is this member active" (decision 041): they have not deleted their account
 * (decision 023) and are not banned. An inactive member has no session, earns nothing, counts for no
 * Admin quorum and is left out of public lists. `activeMember` is the same rule as a SQL condition.
 */
export const isActiveMember = (row: Pick<UserRow, 'deletedAt' | 'bannedAt'>): boolean =>
  row.deletedAt === null && row.bannedAt === null;

export const activeMember: SQL = and(isNull(users.deletedAt), isNull(users.bannedAt))!;

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Dev sign-in: the named user, or a new Member of that name. */
export async function findOrCreateUser(db: DbOrTx, username: string): Promise<UserRow> {
  const existing = await findUserByUsername(db, username);
  if (existing) return existing;
  try {
    const [row] = await db.insert(users).values({ username, name: username }).returning();
    return row!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const row = await findUserByUsername(db, username);
    if (!row) throw error;
    return row;
  }
}

export interface DiscordProfile {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
  email?: string | null;
}

/**
 * Upserts the member behind a Discord account, keyed by the Discord id. A username already taken by
 * another member gets a numeric suffix, so signing in never fails on a name clash.
 */
export async function upsertDiscordUser(db: DbOrTx, profile: DiscordProfile): Promise<UserRow> {
  const fields = {
    name: profile.global_name ?? profile.username,
    avatar: profile.avatar,
    email: profile.email ?? null,
  };
  const [existing] = await db.select().from(users).where(eq(users.discordId, profile.id)).limit(1);
  if (existing) {
    const [row] = await db
      .update(users)
      .set({ ...fields, lastActiveAt: sql`now()` })
      .where(eq(users.id, existing.id))
      .returning();
    return row!;
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = attempt === 0 ? profile.username : `${profile.username}${attempt + 1}`;
    const [row] = await db
      .insert(users)
      .values({ ...fields, username, discordId: profile.id })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [raced] = await db.select().from(users).where(eq(users.discordId, profile.id)).limit(1);
    if (raced) return raced;
  }
  throw new Error(`Could not find a free username for Discord user ${profile.id}`);
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

/** Whether the member exists and is active (neither deleted nor banned): someone others may reach. */
export async function activeUserExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), activeMember))
    .limit(1);
  return Boolean(row);
}

/** The member's username, or undefined for an unknown id. */
export async function usernameOf(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username;
}

/**
 * The member's balance as it is now. Never `request.user.points`: the session cache may hold that row
 * for a few seconds, and balances change without the member's own request (grants, refunds, jobs).
 */
export async function pointsOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}

/** What a transaction learns about the member it has just locked. */
export type LockedMember = Pick<
  UserRow,
  'id' | 'kickUsername' | 'deletedAt' | 'bannedAt' | 'points' | 'xp' | 'pointsEarned'
>;

/**
 * The one lock on a member's row (SELECT … FOR UPDATE), held to the end of the transaction: a
 * member's purchases, claims, entries and ledger entries take turns from here on, so each reads what
 * the one before committed. Take it before inserting rows that refer to the member: their foreign key
 * takes a KEY SHARE lock on the member, and two transactions holding that and then both asking for
 * FOR UPDATE (as the ledger does) would deadlock. Undefined when there is no such member.
 */
export async function lockMember(tx: Tx, userId: number): Promise<LockedMember | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      kickUsername: users.kickUsername,
      deletedAt: users.deletedAt,
      bannedAt: users.bannedAt,
      points: users.points,
      xp: users.xp,
      pointsEarned: users.pointsEarned,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
