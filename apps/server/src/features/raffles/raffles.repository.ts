import type { ClaimInfo } from '@podium/shared/draws/claims';
import { raffleStatus, raffleTiming } from '@podium/shared/raffles/rules';
import type { Raffle, RafflePrize, RaffleUserEntries, RaffleWinner } from '@podium/shared/raffles/schemas';
import { and, asc, count, countDistinct, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dbNowMs } from '../../db/clock.ts';
import { toRecordedUserSummary } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { claimsOf } from './claims.repository.ts';
import { prizesOf } from './prizes.repository.ts';
import { type RaffleRow, raffleEntries, raffles, raffleWinners } from './raffles.table.ts';

/** The public list holds at most this many raffles, latest end first. */
const LIST_LIMIT = 200;

export const emptyUserEntries = (): RaffleUserEntries => ({
  passwordless: false,
  password: false,
  points: 0,
  total: 0,
});

/** A ticket that counts: not removed by an admin. */
export const liveEntry = isNull(raffleEntries.removedAt);

export interface RaffleExtras {
  totalEntries: number;
  participants: number;
  winners: RaffleWinner[];
  prizes: RafflePrize[];
  userEntries: RaffleUserEntries;
  claims?: { used: number; claims: ClaimInfo['claims'] };
}

/** SPEC §3 Raffle from a row. The server seed never leaves here: only its hash. */
export function toRaffle(row: RaffleRow, extras: RaffleExtras, nowMs: number): Raffle {
  const timing = raffleTiming(
    {
      startsAtMs: row.startsAt.getTime(),
      endsAtMs: row.endsAt.getTime(),
      drawn: row.drawnAt !== null,
      cancelled: row.cancelledAt !== null,
      paused: row.isPaused,
    },
    nowMs,
  );
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    image: row.image,
    start_datetime: row.startsAt.toISOString(),
    end_datetime: row.endsAt.toISOString(),
    status: raffleStatus(timing),
    ...timing,
    is_paused: row.isPaused,
    is_cancelled: row.cancelledAt !== null,
    total_entries: extras.totalEntries,
    participants_count: extras.participants,
    number_of_winners: row.numberOfWinners,
    allow_passwordless_entry: row.allowPasswordlessEntry,
    allow_points_entry: row.allowPointsEntry,
    points_per_entry: row.pointsPerEntry,
    max_tickets_per_member: row.maxTicketsPerMember,
    has_password_entry: row.passwordHash !== null,
    winners: extras.winners,
    prizes: extras.prizes,
    user_entries: extras.userEntries,
    server_seed_hash: row.serverSeedHash,
    drawn_at: row.drawnAt?.toISOString() ?? null,
    claim: {
      claim_window_hours: row.claimWindowHours,
      auto_redraws_allowed: row.autoRedrawsAllowed,
      auto_redraws_used: extras.claims?.used ?? 0,
      claims: extras.claims?.claims ?? [],
    },
  };
}

export async function findRaffle(db: DbOrTx, id: number): Promise<RaffleRow | undefined> {
  const [row] = await db.select().from(raffles).where(eq(raffles.id, id));
  return row;
}

/**
 * Locks the raffle FOR SHARE: entries (and removals) in one raffle run side by side, but the draw's and
 * the cancel's `UPDATE … WHERE drawn_at IS NULL` wait for them, and one that comes after sees the raffle
 * drawn or cancelled.
 */
export async function shareLockRaffle(tx: Tx, id: number): Promise<RaffleRow | undefined> {
  const [row] = await tx.select().from(raffles).where(eq(raffles.id, id)).for('share');
  return row;
}

/** Locks the raffle FOR UPDATE: re-draws of one raffle take turns; an edit reads what it replaces. */
export async function lockRaffle(tx: Tx, id: number): Promise<RaffleRow | undefined> {
  const [row] = await tx.select().from(raffles).where(eq(raffles.id, id)).for('update');
  return row;
}

/** Tickets and members per raffle (removed tickets left out): one grouped query. */
export async function entryCounts(db: DbOrTx, ids: number[]) {
  const out = new Map<number, { total: number; participants: number }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      raffleId: raffleEntries.raffleId,
      total: count(),
      participants: countDistinct(raffleEntries.userId),
    })
    .from(raffleEntries)
    .where(and(inArray(raffleEntries.raffleId, ids), liveEntry))
    .groupBy(raffleEntries.raffleId);
  for (const r of rows) out.set(r.raffleId, { total: Number(r.total), participants: Number(r.participants) });
  return out;
}

/** The current winners of each raffle, by place (a banned winner stays, masked: decision 041). */
export async function currentWinners(db: DbOrTx, ids: number[]): Promise<Map<number, RaffleWinner[]>> {
  const out = new Map<number, RaffleWinner[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ raffleId: raffleWinners.raffleId, position: raffleWinners.position, user: users })
    .from(raffleWinners)
    .innerJoin(users, eq(users.id, raffleWinners.userId))
    .where(and(inArray(raffleWinners.raffleId, ids), isNull(raffleWinners.replacedAt)))
    .orderBy(asc(raffleWinners.raffleId), asc(raffleWinners.position));
  for (const r of rows) {
    const list = out.get(r.raffleId) ?? [];
    list.push({ ...toRecordedUserSummary(r.user), position: r.position });
    out.set(r.raffleId, list);
  }
  return out;
}

/** The viewer's tickets in each raffle, by method. */
export async function memberEntries(db: DbOrTx, userId: number, ids: number[]) {
  const out = new Map<number, RaffleUserEntries>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ raffleId: raffleEntries.raffleId, type: raffleEntries.entryType, n: count() })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.userId, userId), inArray(raffleEntries.raffleId, ids), liveEntry))
    .groupBy(raffleEntries.raffleId, raffleEntries.entryType);
  for (const r of rows) {
    const mine = out.get(r.raffleId) ?? emptyUserEntries();
    const n = Number(r.n);
    if (r.type === 'passwordless') mine.passwordless = true;
    if (r.type === 'password') mine.password = true;
    if (r.type === 'points') mine.points += n;
    mine.total += n;
    out.set(r.raffleId, mine);
  }
  return out;
}

/** Raffle rows as their public views, in five queries whatever their number. */
export async function toRaffles(db: DbOrTx, rows: RaffleRow[], viewerId: number | null): Promise<Raffle[]> {
  const ids = rows.map((r) => r.id);
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const counts = await entryCounts(db, ids);
  const winners = await currentWinners(db, ids);
  const prizes = await prizesOf(db, ids);
  const mine = viewerId ? await memberEntries(db, viewerId, ids) : new Map<number, RaffleUserEntries>();
  const nowMs = await dbNowMs(db);
  const withWindow = rows.filter((r) => r.claimWindowHours !== null && r.drawnAt !== null).map((r) => r.id);
  const claims = await claimsOf(db, withWindow, nowMs);
  return rows.map((row) =>
    toRaffle(
      row,
      {
        totalEntries: counts.get(row.id)?.total ?? 0,
        participants: counts.get(row.id)?.participants ?? 0,
        winners: winners.get(row.id) ?? [],
        prizes: prizes.get(row.id) ?? [],
        userEntries: mine.get(row.id) ?? emptyUserEntries(),
        claims: claims.get(row.id),
      },
      nowMs,
    ),
  );
}

/** GET /api/r/raffles: the latest 200 by end time (the web splits them into Active and Ended). */
export async function listRaffles(db: DbOrTx, viewerId: number | null): Promise<Raffle[]> {
  const rows = await db
    .select()
    .from(raffles)
    .orderBy(desc(raffles.endsAt), desc(raffles.id))
    .limit(LIST_LIMIT);
  return toRaffles(db, rows, viewerId);
}

export async function raffleView(db: DbOrTx, id: number, viewerId: number | null): Promise<Raffle | null> {
  const row = await findRaffle(db, id);
  if (!row) return null;
  const [view] = await toRaffles(db, [row], viewerId);
  return view ?? null;
}
