import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../lib/bus.ts';
import type { UserRow } from '../users/users.table.ts';
import { hashToken, userForSession } from './sessions.ts';

const DROP_CHANNEL = 'sessions.drop';
export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX = 10_000;

type DropMessage = { from: string; tokenHash: string } | { from: string; userId: number };

interface Entry {
  user: UserRow;
  /** The earlier of "cached TTL ago" and the session's own expiry. */
  until: number;
}

/**
 * Who each session token belongs to, kept a few seconds per process so that a signed-in request does
 * not wait for the database. Bounded (the oldest entry leaves first) and keyed by the token's hash,
 * as the sessions table is. A logout drops the session, and a role or profile change drops the
 * member's sessions, here and (through the bus) in every other process; a bus that comes back clears
 * everything, since drops sent meanwhile were lost. A lookup that started before a drop is not kept.
 *
 * What it holds is the member's row as it was read: identity, role and profile. Balances (points, XP)
 * change without the member's own request, so handlers read them from the database, never from
 * `request.user`.
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  /** Bumped by every drop: a lookup that saw an older value may have read what was just dropped. */
  private generation = 0;
  private readonly origin = randomUUID();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly bus: Bus | undefined;

  constructor(options: { ttlMs?: number; maxEntries?: number; bus?: Bus } = {}) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX;
    this.bus = options.bus;
    this.bus?.subscribe(DROP_CHANNEL, (raw) => {
      const message = JSON.parse(raw) as DropMessage;
      if (message.from === this.origin) return;
      if ('tokenHash' in message) this.dropHash(message.tokenHash);
      else this.dropUserHere(message.userId);
    });
    this.bus?.onResync(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session's member: from memory when looked up in the last few seconds, else one query. */
  async user(db: Db, token: string): Promise<UserRow | null> {
    const tokenHash = hashToken(token);
    const hit = this.entries.get(tokenHash);
    if (hit && hit.until > Date.now()) return hit.user;
    const generation = this.generation;
    const found = await userForSession(db, token);
    if (!found) {
      this.entries.delete(tokenHash);
      return null;
    }
    if (generation === this.generation) this.remember(tokenHash, found.user, found.expiresAt);
    return found.user;
  }

  /** The session ended (logout): no process honours it from memory any more. */
  dropSession(token: string): void {
    const tokenHash = hashToken(token);
    this.dropHash(tokenHash);
    this.bus?.publish(DROP_CHANNEL, JSON.stringify({ from: this.origin, tokenHash }));
  }

  /** The member changed (role, profile): every process reads their sessions afresh. */
  dropUser(userId: number): void {
    this.dropUserHere(userId);
    this.bus?.publish(DROP_CHANNEL, JSON.stringify({ from: this.origin, userId }));
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private remember(tokenHash: string, user: UserRow, expiresAt: Date) {
    this.entries.delete(tokenHash); // re-inserted last: the Map's order is the eviction order
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, until: Math.min(Date.now() + this.ttlMs, expiresAt.getTime()) });
  }

  private dropHash(tokenHash: string) {
    this.generation++;
    this.entries.delete(tokenHash);
  }

  private dropUserHere(userId: number) {
    this.generation++;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(tokenHash);
    }
  }
}
