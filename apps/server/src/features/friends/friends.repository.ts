import { FRIEND_REQUESTS_PAGE_SIZE, MUTUAL_FRIENDS_MAX } from '@podium/shared/friends/schemas';
import { and, count, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activeMember } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { friendships } from './friends.table.ts';

export const summaryColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatar: users.avatar,
  discordId: users.discordId,
  kickUsername: users.kickUsername,
  role: users.role,
};

/** A friendship row; `friendshipFor` (@podium/shared/friends/rules) shows it from the viewer's side. */
export interface FriendshipRow {
  id: number;
  senderId: number;
  receiverId: number;
  status: 'pending' | 'accepted';
}

const rowColumns = {
  id: friendships.id,
  senderId: friendships.senderId,
  receiverId: friendships.receiverId,
  status: friendships.status,
};

/** The pair condition in the shape of the unique (least, greatest) index, so it is an index lookup. */
const pair = (a: number, b: number) =>
  and(
    sql`least(${friendships.senderId}, ${friendships.receiverId}) = ${Math.min(a, b)}`,
    sql`greatest(${friendships.senderId}, ${friendships.receiverId}) = ${Math.max(a, b)}`,
  );

const involves = (userId: number) => or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId));

/** The other member of each accepted friendship of `userId`. */
const friendIdsOf = (db: DbOrTx, userId: number) =>
  db
    .select({
      friendId: sql<number>`case when ${friendships.senderId} = ${userId} then ${friendships.receiverId} else ${friendships.senderId} end`,
    })
    .from(friendships)
    .where(and(eq(friendships.status, 'accepted'), involves(userId)));

export async function friendshipBetween(
  db: DbOrTx,
  a: number,
  b: number,
): Promise<FriendshipRow | undefined> {
  const [row] = await db.select(rowColumns).from(friendships).where(pair(a, b)).limit(1);
  return row;
}

export async function findFriendship(db: DbOrTx, id: number): Promise<FriendshipRow | undefined> {
  const [row] = await db.select(rowColumns).from(friendships).where(eq(friendships.id, id)).limit(1);
  return row;
}

/** The ids of the member's friends (accepted friendships, either direction). */
export async function friendIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  return new Set((await friendIdsOf(db, userId)).map((r) => r.friendId));
}

export async function friendsCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(friendships)
    .where(and(eq(friendships.status, 'accepted'), involves(userId)));
  return row?.n ?? 0;
}

/** Inserts a pending request; the unique pair index refuses a second one in either direction. */
export async function insertRequest(db: DbOrTx, senderId: number, receiverId: number): Promise<number> {
  const [row] = await db
    .insert(friendships)
    .values({ senderId, receiverId })
    .returning({ id: friendships.id });
  return row!.id;
}

/** Accepts a pending request addressed to `receiverId`; undefined when there is none. */
export async function acceptRequest(db: DbOrTx, id: number, receiverId: number) {
  const [row] = await db
    .update(friendships)
    .set({ status: 'accepted', acceptedAt: sql`now()` })
    .where(
      and(eq(friendships.id, id), eq(friendships.receiverId, receiverId), eq(friendships.status, 'pending')),
    )
    .returning(rowColumns);
  return row;
}

/** Deletes a pending request addressed to `receiverId`; false when there is none. */
export async function deletePendingReceived(db: DbOrTx, id: number, receiverId: number): Promise<boolean> {
  const rows = await db
    .delete(friendships)
    .where(
      and(eq(friendships.id, id), eq(friendships.receiverId, receiverId), eq(friendships.status, 'pending')),
    )
    .returning({ id: friendships.id });
  return rows.length > 0;
}

/** Removes an accepted friendship of `userId`, or a pending request `userId` sent. */
export async function deleteRemovable(db: DbOrTx, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(friendships)
    .where(
      and(
        eq(friendships.id, id),
        or(
          and(eq(friendships.status, 'accepted'), involves(userId)),
          and(eq(friendships.status, 'pending'), eq(friendships.senderId, userId)),
        ),
      ),
    )
    .returning({ id: friendships.id });
  return rows.length > 0;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members whose username or name contains `query` (case-insensitive), with the viewer's friendship. */
export function searchMembers(db: DbOrTx, viewerId: number, query: string, limit = 20) {
  const needle = query.toLowerCase();
  const pattern = `%${escapeLike(needle)}%`;
  return db
    .select({ user: summaryColumns, friendship: rowColumns })
    .from(users)
    .leftJoin(
      friendships,
      or(
        and(eq(friendships.senderId, users.id), eq(friendships.receiverId, viewerId)),
        and(eq(friendships.senderId, viewerId), eq(friendships.receiverId, users.id)),
      ),
    )
    .where(
      and(
        ne(users.id, viewerId),
        activeMember, // a deleted (decision 023) or banned (041) member is no one to befriend
        or(
          sql`lower(${users.username}) like ${pattern} escape '\\'`,
          sql`lower(${users.name}) like ${pattern} escape '\\'`,
        ),
      ),
    )
    .orderBy(
      sql`case when lower(${users.username}) = ${needle} then 0 when lower(${users.username}) like ${`${escapeLike(needle)}%`} escape '\\' then 1 else 2 end`,
      users.username,
    )
    .limit(limit);
}

/**
 * One page of the pending requests others sent `userId`, newest first (by id, so `before` — the oldest
 * id already shown — is a stable cursor), with the sender.
 */
export function pendingReceived(db: DbOrTx, userId: number, before?: number) {
  return db
    .select({ id: friendships.id, createdAt: friendships.createdAt, user: summaryColumns })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.senderId))
    .where(
      and(
        eq(friendships.receiverId, userId),
        eq(friendships.status, 'pending'),
        activeMember, // a banned sender's request waits unseen (decision 041)
        before ? lt(friendships.id, before) : undefined,
      ),
    )
    .orderBy(desc(friendships.id))
    .limit(FRIEND_REQUESTS_PAGE_SIZE);
}

/** Members who are accepted friends of both `a` and `b`, by username, at most MUTUAL_FRIENDS_MAX. */
export function mutualFriends(db: DbOrTx, a: number, b: number, limit = MUTUAL_FRIENDS_MAX) {
  return db
    .select(summaryColumns)
    .from(users)
    .where(
      and(
        sql`${users.id} in (${friendIdsOf(db, a)})`,
        sql`${users.id} in (${friendIdsOf(db, b)})`,
        activeMember, // a banned friend is left out of the list (decision 041)
      ),
    )
    .orderBy(users.username)
    .limit(limit);
}
