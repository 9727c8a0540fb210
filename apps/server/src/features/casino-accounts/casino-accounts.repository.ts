import {
  type AdminCasinoAccount,
  CASINO_ACCOUNT_PAGE_SIZE,
  type CasinoAccountPage,
  type CasinoAccountQueueQuery,
} from '@podium/shared/casino-accounts/schemas';
import type { CasinoAccountStatus, CasinoSlot } from '@podium/shared/common/casino-accounts';
import { displayName } from '@podium/shared/common/display-name';
import { centsToAmount } from '@podium/shared/common/money';
import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { type CasinoAccountRow, casinoAccounts } from './casino-accounts.table.ts';

/** The accounts a member holds now (any state), by slot. */
export function heldAccountsOf(db: DbOrTx, userId: number): Promise<CasinoAccountRow[]> {
  return db
    .select()
    .from(casinoAccounts)
    .where(eq(casinoAccounts.holderId, userId))
    .orderBy(asc(casinoAccounts.slot));
}

/** The account a member holds on a slot, share-locked: it cannot change hands or state meanwhile. */
export async function shareLockHeldAccount(
  tx: Tx,
  userId: number,
  slot: number,
): Promise<CasinoAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(casinoAccounts)
    .where(and(eq(casinoAccounts.holderId, userId), eq(casinoAccounts.slot, slot)))
    .for('share');
  return row;
}

export async function findAccount(db: DbOrTx, id: number): Promise<CasinoAccountRow | undefined> {
  const [row] = await db.select().from(casinoAccounts).where(eq(casinoAccounts.id, id));
  return row;
}

/** The account's row FOR UPDATE: a decision or a move on it takes turns with links and claims. */
export async function lockAccount(tx: Tx, id: number): Promise<CasinoAccountRow | undefined> {
  const [row] = await tx.select().from(casinoAccounts).where(eq(casinoAccounts.id, id)).for('update');
  return row;
}

/**
 * Links (slot, key) to the member: a new row, or the released row of that key, which gets the new
 * holder and starts again as pending (it never inherits a decision). Answers nothing when another
 * member holds it: the conflict's WHERE is checked on the row as it is after any concurrent link
 * commits, so of two members linking one released key at once, one wins.
 */
export async function claimAccount(
  tx: Tx,
  a: { slot: number; key: string; username: string; userId: number },
): Promise<CasinoAccountRow | undefined> {
  const fresh = {
    username: a.username,
    holderId: a.userId,
    status: 'pending' as const,
    refusalReason: null,
    decidedBy: null,
    decidedAt: null,
    linkedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(casinoAccounts)
    .values({ slot: a.slot, accountKey: a.key, ...fresh })
    .onConflictDoUpdate({
      target: [casinoAccounts.slot, casinoAccounts.accountKey],
      set: fresh,
      setWhere: isNull(casinoAccounts.holderId),
    })
    .returning();
  return row;
}

/** The member typed the same account differently (case): the name as typed, nothing else changes. */
export async function renameAccount(tx: Tx, id: number, username: string): Promise<void> {
  await tx.update(casinoAccounts).set({ username, updatedAt: sql`now()` }).where(eq(casinoAccounts.id, id));
}

/** The link was cleared: nobody holds it; the row, its state and its claims stay. */
export async function releaseAccount(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(casinoAccounts)
    .set({ holderId: null, linkedAt: null, updatedAt: sql`now()` })
    .where(eq(casinoAccounts.id, id));
}

/** Every account of a member is released (their account is deleted). */
export async function releaseAllOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(casinoAccounts)
    .set({ holderId: null, linkedAt: null, updatedAt: sql`now()` })
    .where(eq(casinoAccounts.holderId, userId));
}

/** Verified or refused by staff (a refusal with its reason). */
export async function setDecision(
  tx: Tx,
  id: number,
  d: { status: 'verified' | 'refused'; reason: string | null; actorId: number },
): Promise<void> {
  await tx
    .update(casinoAccounts)
    .set({
      status: d.status,
      refusalReason: d.status === 'refused' ? d.reason : null,
      decidedBy: d.actorId,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(casinoAccounts.id, id));
}

/** An admin moved it to another member: pending again, unless they verified it with the move. */
export async function moveAccountTo(
  tx: Tx,
  id: number,
  m: { userId: number; verify: boolean; actorId: number },
): Promise<void> {
  await tx
    .update(casinoAccounts)
    .set({
      holderId: m.userId,
      status: m.verify ? 'verified' : 'pending',
      refusalReason: null,
      decidedBy: m.verify ? m.actorId : null,
      decidedAt: m.verify ? sql`now()` : null,
      linkedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(casinoAccounts.id, id));
}

/** Demo content: an account linked and decided as given (the demo seeds). */
export async function seedAccount(
  tx: Tx,
  a: { userId: number; slot: CasinoSlot; username: string; key: string; status: CasinoAccountStatus },
): Promise<void> {
  await tx
    .insert(casinoAccounts)
    .values({
      slot: a.slot,
      accountKey: a.key,
      username: a.username,
      holderId: a.userId,
      status: a.status,
      refusalReason: a.status === 'refused' ? 'Demo refusal' : null,
      decidedAt: a.status === 'pending' ? null : sql`now()`,
      linkedAt: sql`now()`,
    })
    .onConflictDoNothing();
}

/* ---------- the admin queue ---------- */

const holders = alias(users, 'holder');
const deciders = alias(users, 'decider');
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const labelOf = (labels: SiteSettings['casino'], slot: number) =>
  slot === 1 ? labels.crypto1_label : slot === 2 ? labels.crypto2_label : labels.crypto3_label;

/**
 * GET /api/admin/casino-accounts: pending first (oldest first: they have waited longest), then the
 * rest, newest decision first; each with its holder, who decided, and the lifetime wager recorded for
 * its key on its casino's boards (one correlated sum per row of the page, in the one query).
 */
export async function accountQueue(
  db: DbOrTx,
  query: CasinoAccountQueueQuery,
  labels: SiteSettings['casino'],
): Promise<CasinoAccountPage> {
  const q = query.q?.trim();
  const where: SQL | undefined = and(
    query.status ? eq(casinoAccounts.status, query.status) : undefined,
    q
      ? or(ilike(casinoAccounts.username, likePattern(q)), ilike(holders.username, likePattern(q)))
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(casinoAccounts)
    .leftJoin(holders, eq(holders.id, casinoAccounts.holderId))
    .where(where);
  const rows = await db
    .select({
      a: casinoAccounts,
      holder: { id: holders.id, username: holders.username, name: holders.name },
      decider: { id: deciders.id, username: deciders.username },
      cents: sql<string>`(select coalesce(sum(w.wagered_cents), 0) from wagers w
        join leaderboard_periods lp on lp.id = w.period_id
        join leaderboard_platforms p on p.id = lp.platform_id
        where p.casino_slot = ${casinoAccounts.slot} and w.player_key = ${casinoAccounts.accountKey})::text`,
    })
    .from(casinoAccounts)
    .leftJoin(holders, eq(holders.id, casinoAccounts.holderId))
    .leftJoin(deciders, eq(deciders.id, casinoAccounts.decidedBy))
    .where(where)
    .orderBy(
      sql`(${casinoAccounts.status} = 'pending') desc`,
      sql`case when ${casinoAccounts.status} = 'pending' then extract(epoch from ${casinoAccounts.updatedAt}) else -extract(epoch from ${casinoAccounts.updatedAt}) end`,
      asc(casinoAccounts.id),
    )
    .limit(CASINO_ACCOUNT_PAGE_SIZE)
    .offset((query.page - 1) * CASINO_ACCOUNT_PAGE_SIZE);
  const accounts = rows.map(
    ({ a, holder, decider, cents }): AdminCasinoAccount => ({
      id: a.id,
      slot: a.slot as CasinoSlot,
      casino: labelOf(labels, a.slot),
      username: a.username,
      account_key: a.accountKey,
      status: a.status,
      refusal_reason: a.refusalReason,
      holder: holder?.id
        ? { id: holder.id, username: holder.username, display_name: displayName(holder) }
        : null,
      linked_at: a.linkedAt?.toISOString() ?? null,
      decided_by: decider?.id ? { id: decider.id, username: decider.username } : null,
      decided_at: a.decidedAt?.toISOString() ?? null,
      created_at: a.createdAt.toISOString(),
      wagered: centsToAmount(Number(cents)),
    }),
  );
  return { accounts, page: query.page, page_size: CASINO_ACCOUNT_PAGE_SIZE, total: Number(total?.n ?? 0) };
}

export const casinoLabelOf = labelOf;
