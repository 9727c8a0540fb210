import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { randomToken } from '../../lib/random-token.ts';
import { isActiveMember } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { users } from '../users/users.table.ts';
import { sessions } from './sessions.table.ts';

export const SESSION_COOKIE = 'podium_session';
export const ANON_COOKIE = 'podium_anon';
export const SESSION_TTL_MS = 30 * 86_400_000;
const TOUCH_EVERY_MS = 5 * 60_000;

/** A session token or a visitor's id: 32 random bytes from node:crypto. */
export const newToken = () => randomToken(32);
/** Sessions are stored (and cached, and named on the bus) by this hash, never by the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, userAgent?: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export interface SessionUser {
  user: UserRow;
  expiresAt: Date;
}

/**
 * The session's member and expiry in one query; refreshes last-seen times at most every five minutes.
 * Requests go through `SessionCache`, which calls this at most once every few seconds per session.
 */
export async function userForSession(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  // A deleted (decision 023) or banned (decision 041) member signs in as no one, whatever session names them.
  if (!row || !isActiveMember(row.user)) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt })
      .where(eq(sessions.tokenHash, tokenHash));
    await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, row.user.id));
    return { user: row.user, expiresAt };
  }
  return { user: row.user, expiresAt: row.expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Ends every session of the member (a ban): the rows go in the caller's transaction; the caller then
 * drops them from every process's cache (`SessionCache.dropUser`) once it has committed.
 */
export async function deleteSessionsOf(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * CSRF tokens are derived, not stored: an HMAC of the session token (or, for visitors, of a random
 * HttpOnly cookie). A page on another site can neither read the cookie nor compute the HMAC.
 */
export function csrfTokenFor(secret: string, sessionToken: string | undefined, anonId: string | undefined) {
  const subject = sessionToken ? `session:${sessionToken}` : anonId ? `anon:${anonId}` : null;
  return subject ? createHmac('sha256', secret).update(subject).digest('base64url') : null;
}

export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
