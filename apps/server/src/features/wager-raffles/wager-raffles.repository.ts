import { maskUsername } from '@podium/shared/common/mask-username';
import { centsToAmount } from '@podium/shared/common/money';
import { wagerRaffleStatus, wagerRaffleTiming } from '@podium/shared/wager-raffles/rules';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { avatarUrl } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import {
  type WagerRaffleRow,
  wagerRaffleCasinos,
  wagerRafflePrizes,
  wagerRaffles,
  wagerRaffleWinners,
} from './wager-raffles.table.ts';

export async function findWagerRaffle(db: DbOrTx, id: number): Promise<WagerRaffleRow | undefined> {
  const [row] = await db.select().from(wagerRaffles).where(eq(wagerRaffles.id, id));
  return row;
}

/** Raffles not ended at `nowIso` (the database's clock) and not drawn, soonest end first. */
export function openRaffles(db: DbOrTx, nowIso: string, limit: number): Promise<WagerRaffleRow[]> {
  return db
    .select()
    .from(wagerRaffles)
    .where(sql`${wagerRaffles.drawnAt} is null and ${wagerRaffles.endsAt} > ${nowIso}::timestamptz`)
    .orderBy(asc(wagerRaffles.endsAt), asc(wagerRaffles.id))
    .limit(limit);
}

/** Raffles drawn or ended at `nowIso`, the latest first. */
export function endedRaffles(db: DbOrTx, nowIso: string, limit: number): Promise<WagerRaffleRow[]> {
  return db
    .select()
    .from(wagerRaffles)
    .where(sql`${wagerRaffles.drawnAt} is not null or ${wagerRaffles.endsAt} <= ${nowIso}::timestamptz`)
    .orderBy(desc(sql`coalesce(${wagerRaffles.drawnAt}, ${wagerRaffles.endsAt})`), desc(wagerRaffles.id))
    .limit(limit);
}

/** Status fields of a row at `nowMs` (the database's clock). */
export function timingOf(row: WagerRaffleRow, nowMs: number) {
  const timing = wagerRaffleTiming(
    { startsAtMs: row.startsAt.getTime(), endsAtMs: row.endsAt.getTime(), drawn: row.drawnAt !== null },
    nowMs,
  );
  return {
    ...timing,
    status: wagerRaffleStatus(timing),
    time_remaining: Math.max(0, Math.floor((row.endsAt.getTime() - nowMs) / 1000)),
  };
}

/** SPEC §3 prize_value: dollars for cash, points for points, null for custom. */
export const prizeValue = (p: { prizeType: string; amount: number | null }) =>
  p.prizeType === 'cash' ? centsToAmount(p.amount ?? 0) : p.prizeType === 'points' ? p.amount : null;

export async function prizesOf(db: DbOrTx, raffleIds: number[]) {
  if (raffleIds.length === 0) return [];
  return db
    .select()
    .from(wagerRafflePrizes)
    .where(inArray(wagerRafflePrizes.raffleId, raffleIds))
    .orderBy(asc(wagerRafflePrizes.raffleId), asc(wagerRafflePrizes.position));
}

/**
 * Current winners with their member, by prize: a winner replaced by a re-draw of an unclaimed prize
 * (decision 064) is left out (`everyWinnerOf` has them all).
 */
export async function winnersOf(db: DbOrTx, raffleIds: number[]) {
  if (raffleIds.length === 0) return [];
  return db
    .select({
      w: wagerRaffleWinners,
      user: {
        id: users.id,
        username: users.username,
        avatar: users.avatar,
        discordId: users.discordId,
        bannedAt: users.bannedAt,
      },
    })
    .from(wagerRaffleWinners)
    .innerJoin(users, eq(users.id, wagerRaffleWinners.userId))
    .where(and(inArray(wagerRaffleWinners.raffleId, raffleIds), isNull(wagerRaffleWinners.replacedAt)));
}

/** Every winner row of the raffle, replaced ones included, in nonce order. */
export function everyWinnerOf(db: DbOrTx, raffleId: number) {
  return db
    .select()
    .from(wagerRaffleWinners)
    .where(eq(wagerRaffleWinners.raffleId, raffleId))
    .orderBy(asc(wagerRaffleWinners.nonce), asc(wagerRaffleWinners.id));
}

export type WinnerRow = Awaited<ReturnType<typeof winnersOf>>[number];

/** A drawn winner as the public pages show them: a banned winner stays, masked (decision 041). */
export const winnerUser = (u: WinnerRow['user']) =>
  u.bannedAt
    ? { id: u.id, avatar: avatarUrl({ ...u, avatar: null }), username: maskUsername(u.username) }
    : { id: u.id, avatar: avatarUrl(u), username: u.username };

/** The raffle's casinos (leaderboard platforms), in board order. */
export async function casinosOf(db: DbOrTx, raffleId: number) {
  return db
    .select({
      id: leaderboardPlatforms.id,
      name: leaderboardPlatforms.name,
      image: leaderboardPlatforms.image,
      slug: leaderboardPlatforms.slug,
    })
    .from(wagerRaffleCasinos)
    .innerJoin(leaderboardPlatforms, eq(leaderboardPlatforms.id, wagerRaffleCasinos.platformId))
    .where(eq(wagerRaffleCasinos.raffleId, raffleId))
    .orderBy(asc(leaderboardPlatforms.sortOrder), asc(leaderboardPlatforms.id));
}

/** Members by id, for the participants' names and avatars. */
export async function membersById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; username: string; avatar: string }>();
  const rows = await db
    .select({ id: users.id, username: users.username, avatar: users.avatar, discordId: users.discordId })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, { id: u.id, username: u.username, avatar: avatarUrl(u) }]));
}
