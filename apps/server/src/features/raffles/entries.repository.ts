import { maskUsername } from '@podium/shared/common/mask-username';
import type { NamedTicket } from '@podium/shared/draws/draw.server';
import type { AdminRaffleEntry } from '@podium/shared/raffles/admin';
import { RAFFLE_ENTRIES_LIMIT } from '@podium/shared/raffles/messages';
import type { RaffleEntry, RaffleEntryType, RaffleUserEntries } from '@podium/shared/raffles/schemas';
import { and, asc, count, countDistinct, desc, eq, inArray, max, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { activeMember, toUserSummary } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { emptyUserEntries, liveEntry, memberEntries } from './raffles.repository.ts';
import { type RaffleEntryRow, raffleDrawNames, raffleEntries, raffles } from './raffles.table.ts';

const removers = alias(users, 'remover');

/**
 * GET /api/r/raffles/{id}/entries: one row per ticket, newest first (the latest 5,000). A banned
 * member's tickets are left out of the list (decision 041), though they stay in the draw's ticket list.
 */
export async function publicEntries(db: DbOrTx, raffleId: number): Promise<RaffleEntry[]> {
  const rows = await db
    .select({ e: raffleEntries, user: users })
    .from(raffleEntries)
    .innerJoin(users, eq(users.id, raffleEntries.userId))
    .where(and(eq(raffleEntries.raffleId, raffleId), liveEntry, activeMember))
    .orderBy(desc(raffleEntries.id))
    .limit(RAFFLE_ENTRIES_LIMIT);
  return rows.map(({ e, user }) => ({
    id: e.id,
    entry_type: e.entryType,
    created_at: e.createdAt.toISOString(),
    user: toUserSummary(user),
  }));
}

/** The admin's list: every ticket, removed ones too, with its cost and who removed it. */
export async function adminEntries(db: DbOrTx, raffleId: number): Promise<AdminRaffleEntry[]> {
  const rows = await db
    .select({ e: raffleEntries, user: users, remover: { id: removers.id, username: removers.username } })
    .from(raffleEntries)
    .innerJoin(users, eq(users.id, raffleEntries.userId))
    .leftJoin(removers, eq(removers.id, raffleEntries.removedBy))
    .where(eq(raffleEntries.raffleId, raffleId))
    .orderBy(desc(raffleEntries.id))
    .limit(RAFFLE_ENTRIES_LIMIT);
  return rows.map(({ e, user, remover }) => ({
    id: e.id,
    entry_type: e.entryType,
    created_at: e.createdAt.toISOString(),
    user: toUserSummary(user),
    points_spent: e.pointsSpent,
    removed_at: e.removedAt?.toISOString() ?? null,
    removed_by: remover?.id ? remover : null,
  }));
}

/**
 * The ticket list a draw freezes: live tickets in entry order (the canonical order), with each member's
 * username and published `name` — the masked name frozen by the draw (decision 040), or before the
 * draw (and for raffles drawn before 040) the mask of today's username.
 */
export async function frozenTickets(db: DbOrTx, raffleId: number) {
  const rows = await db
    .select({
      entry_id: raffleEntries.id,
      user_id: raffleEntries.userId,
      username: users.username,
      frozen: raffleDrawNames.name,
    })
    .from(raffleEntries)
    .innerJoin(users, eq(users.id, raffleEntries.userId))
    .leftJoin(
      raffleDrawNames,
      and(
        eq(raffleDrawNames.raffleId, raffleEntries.raffleId),
        eq(raffleDrawNames.userId, raffleEntries.userId),
      ),
    )
    .where(and(eq(raffleEntries.raffleId, raffleId), liveEntry))
    .orderBy(asc(raffleEntries.id));
  return rows.map(({ frozen, ...t }) => ({
    ...t,
    name: frozen ?? maskUsername(t.username),
  })) satisfies (NamedTicket & { username: string })[];
}

export interface TicketsAdded {
  /** The new tickets' ids, ascending. */
  ids: number[];
  /** The member's tickets in the raffle now, by method. */
  userEntries: RaffleUserEntries;
  /** The raffle's live tickets now. */
  totalEntries: number;
  /** Raffles the member holds a live ticket in now. */
  rafflesEntered: number;
}

/**
 * Adds `tickets` entry rows for the member, then reads what they changed (the member's tickets, the
 * raffle's total, the raffles the member is in), so the entry has everything it answers before it
 * moves on to the ledger and the achievements.
 */
export async function addTickets(
  tx: Tx,
  entry: { raffleId: number; userId: number; type: RaffleEntryType; tickets: number; pointsEach: number },
): Promise<TicketsAdded> {
  const ids = await insertTickets(tx, entry);
  const mine = await memberEntries(tx, entry.userId, [entry.raffleId]);
  return {
    ids,
    userEntries: mine.get(entry.raffleId) ?? emptyUserEntries(),
    totalEntries: await totalEntries(tx, entry.raffleId),
    rafflesEntered: await rafflesEntered(tx, entry.userId),
  };
}

async function insertTickets(
  tx: Tx,
  entry: { raffleId: number; userId: number; type: RaffleEntryType; tickets: number; pointsEach: number },
): Promise<number[]> {
  const rows = await tx
    .insert(raffleEntries)
    .values(
      Array.from({ length: entry.tickets }, () => ({
        raffleId: entry.raffleId,
        userId: entry.userId,
        entryType: entry.type,
        pointsSpent: entry.pointsEach,
      })),
    )
    .returning({ id: raffleEntries.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** All live tickets of the raffle. */
export async function totalEntries(db: DbOrTx, raffleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffleId, raffleId), liveEntry));
  return Number(row?.n ?? 0);
}

/** Raffles the member holds a live ticket in: the profile's raffle_entries and its achievements. */
export async function rafflesEntered(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(raffleEntries.raffleId) })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.userId, userId), liveEntry));
  return Number(row?.n ?? 0);
}

/** The member's latest raffles entered (newest entry first), for the profile's activity. */
export async function recentRafflesEntered(db: DbOrTx, userId: number, limit = 5) {
  const last = max(raffleEntries.createdAt);
  const rows = await db
    .select({ id: raffles.id, title: raffles.title, at: last })
    .from(raffleEntries)
    .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
    .where(and(eq(raffleEntries.userId, userId), liveEntry))
    .groupBy(raffles.id, raffles.title)
    .orderBy(sql`${last} desc`, desc(raffles.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    raffle_name: r.title,
    created_at: new Date(r.at as unknown as string | Date).toISOString(),
  }));
}

/** Each member's live points tickets in the raffle (what a cancel refunds), in member order. */
export async function pointsSpentByMember(tx: Tx, raffleId: number) {
  const rows = await tx
    .select({
      userId: raffleEntries.userId,
      points: sum(raffleEntries.pointsSpent),
      tickets: sql<number>`count(*)`,
    })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffleId, raffleId), eq(raffleEntries.entryType, 'points'), liveEntry))
    .groupBy(raffleEntries.userId)
    .orderBy(asc(raffleEntries.userId));
  return rows.map((r) => ({ userId: r.userId, points: Number(r.points ?? 0), tickets: Number(r.tickets) }));
}

/** Takes these live tickets out, each once (`removed_at IS NULL`), recording who; answers the ones removed. */
export async function removeLiveEntries(
  tx: Tx,
  raffleId: number,
  entryIds: number[],
  actorId: number | null,
): Promise<RaffleEntryRow[]> {
  return tx
    .update(raffleEntries)
    .set({ removedAt: sql`now()`, removedBy: actorId })
    .where(and(eq(raffleEntries.raffleId, raffleId), inArray(raffleEntries.id, entryIds), liveEntry))
    .returning();
}
