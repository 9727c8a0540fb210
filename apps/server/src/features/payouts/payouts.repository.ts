import { displayName } from '@podium/shared/common/display-name';
import { centsToAmount } from '@podium/shared/common/money';
import { payoutFlagWords } from '@podium/shared/payouts/rules';
import {
  type AdminPayout,
  type MemberPayout,
  PAYOUT_PAGE_SIZE,
  type PayoutFlag,
  type PayoutPage,
  type PayoutQueueQuery,
} from '@podium/shared/payouts/schemas';
import { and, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';
import { payouts } from './payouts.table.ts';

type PayoutRow = typeof payouts.$inferSelect;
const deciders = alias(users, 'decider');
const MEMBER_LIMIT = 100;

const toMemberPayout = (r: PayoutRow): MemberPayout => ({
  id: r.id,
  status: r.status,
  source: r.source,
  amount: centsToAmount(r.amountCents),
  description: r.description,
  casino_username: r.casinoUsername,
  reference: r.reference,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

/** The member's own payouts, newest first (the latest 100). */
export async function memberPayouts(db: DbOrTx, userId: number): Promise<MemberPayout[]> {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(MEMBER_LIMIT);
  return rows.map(toMemberPayout);
}

/** `%`, `_` and `\` typed into the member filter match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The earliest payout (not rejected) of another member to this payout's casino account. */
const otherPayout = (column: string) =>
  sql.raw(`(select ${column} from payouts o join users ou on ou.id = o.user_id
    where o.casino_account_id = "payouts"."casino_account_id" and o.user_id <> "payouts"."user_id"
      and o.status <> 'rejected' order by o.id limit 1)`);

/**
 * The payout queue's flags (decision 042), computed in the list's one query: the casino account
 * changed hands since the payout was requested (another holder, or the same member linked it again
 * after), and the earliest payout (not rejected) of another member to the same casino account.
 */
const flagColumns = {
  relinked: sql<boolean>`coalesce(${casinoAccounts.holderId} is distinct from ${payouts.userId}
    or ${casinoAccounts.linkedAt} > ${payouts.createdAt}, false)`,
  otherId: sql<number | null>`${otherPayout('o.id')}`,
  otherName: sql<string | null>`${otherPayout('ou.username')}`,
};

function flagsOf(relinked: boolean, otherId: number | null, otherName: string | null): PayoutFlag[] {
  const flags: PayoutFlag[] = [];
  if (relinked) flags.push({ kind: 'relinked', message: payoutFlagWords.relinked, other_payout_id: null });
  if (otherId !== null) {
    flags.push({
      kind: 'shared_target',
      message: payoutFlagWords.sharedTarget(Number(otherId), otherName ?? 'another member'),
      other_payout_id: Number(otherId),
    });
  }
  return flags;
}

async function queueRows(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select({
      p: payouts,
      platform: { id: leaderboardPlatforms.id, name: leaderboardPlatforms.name },
      user: { id: users.id, username: users.username, name: users.name },
      decider: { id: deciders.id, username: deciders.username },
      ...flagColumns,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .leftJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, payouts.platformId))
    .leftJoin(deciders, eq(deciders.id, payouts.decidedBy))
    .leftJoin(casinoAccounts, eq(casinoAccounts.id, payouts.casinoAccountId))
    .where(where)
    // Pending first (oldest first: they have waited longest), then the decided, newest first.
    .orderBy(
      sql`(${payouts.status} = 'pending') desc`,
      sql`case when ${payouts.status} = 'pending' then ${payouts.id} else -${payouts.id} end`,
    )
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ p, platform, user, decider, relinked, otherId, otherName }): AdminPayout => ({
      ...toMemberPayout(p),
      source_id: p.sourceId,
      platform: platform?.id ? { id: platform.id, name: platform.name } : null,
      user: { id: user.id, username: user.username, display_name: displayName(user) },
      decided_by: decider?.id ? { id: decider.id, username: decider.username } : null,
      casino_account_id: p.casinoAccountId,
      flags: p.status === 'pending' ? flagsOf(relinked, otherId, otherName) : [],
    }),
  );
}

export async function payoutQueue(db: DbOrTx, query: PayoutQueueQuery): Promise<PayoutPage> {
  const q = query.q?.trim();
  const where = and(
    query.status ? eq(payouts.status, query.status) : undefined,
    query.source ? eq(payouts.source, query.source) : undefined,
    q ? ilike(users.username, likePattern(q)) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(where);
  const rows = await queueRows(db, where, PAYOUT_PAGE_SIZE, (query.page - 1) * PAYOUT_PAGE_SIZE);
  return { payouts: rows, page: query.page, page_size: PAYOUT_PAGE_SIZE, total: Number(total?.n ?? 0) };
}

export async function queuePayout(db: DbOrTx, id: number): Promise<AdminPayout | undefined> {
  const [row] = await queueRows(db, eq(payouts.id, id), 1);
  return row;
}

export async function findPayout(db: DbOrTx, id: number): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

export type PayoutDecision = { status: 'paid'; reference: string } | { status: 'rejected'; reason: string };

/**
 * pending → paid or rejected, once, never by the member it pays: the status and owner in the WHERE
 * decide between concurrent admins. The row (its member, source and amount) when this call made the change.
 */
export async function decidePayout(db: DbOrTx, id: number, actorId: number, decision: PayoutDecision) {
  const [row] = await db
    .update(payouts)
    .set({
      status: decision.status,
      reference: decision.status === 'paid' ? decision.reference : null,
      reason: decision.status === 'rejected' ? decision.reason : null,
      decidedBy: actorId,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending'), ne(payouts.userId, actorId)))
    .returning({
      id: payouts.id,
      userId: payouts.userId,
      description: payouts.description,
      source: payouts.source,
      sourceId: payouts.sourceId,
      amountCents: payouts.amountCents,
    });
  return row;
}

export type NewPayout = Pick<
  typeof payouts.$inferInsert,
  'userId' | 'source' | 'sourceId' | 'amountCents' | 'description' | 'platformId' | 'casinoUsername'
> &
  Partial<Pick<typeof payouts.$inferInsert, 'casinoAccountId'>>;

/** Inserts the payout of a source row once; the id of the one that exists when it was asked before. */
export async function insertPayout(db: DbOrTx, values: NewPayout): Promise<number> {
  const [row] = await db
    .insert(payouts)
    .values(values)
    .onConflictDoNothing({ target: [payouts.source, payouts.sourceId] })
    .returning({ id: payouts.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.source, values.source), eq(payouts.sourceId, values.sourceId)));
  return existing!.id;
}

/**
 * Rejects a pending payout for a reason of its source (a re-drawn raffle prize, decision 044), by the
 * staff member whose action caused it. True when this call rejected it; false when it was decided already.
 */
export async function rejectPendingPayout(
  db: DbOrTx,
  id: number,
  actorId: number | null,
  reason: string,
): Promise<boolean> {
  const [row] = await db
    .update(payouts)
    .set({ status: 'rejected', reason, decidedBy: actorId, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning({ id: payouts.id });
  return row !== undefined;
}
