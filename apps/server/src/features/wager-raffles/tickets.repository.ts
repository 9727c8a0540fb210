import { type MemberWager, type TicketRange, ticketRanges } from '@podium/shared/wager-raffles/rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type WagerRaffleRow, wagerRaffleTickets } from './wager-raffles.table.ts';

/** One member's wager on one casino of the raffle, in its period. */
export interface CasinoWager {
  user_id: number;
  platform_id: number;
  wagered_cents: number;
}

type Raffle = Pick<WagerRaffleRow, 'id' | 'startsAt' | 'endsAt' | 'centsPerTicket' | 'frozenAt'>;

/**
 * Every member's wager on each of the raffle's casinos in its period (decision 024): the wager rows
 * of every leaderboard period that overlaps [starts_at, ends_at), whose player key is the key of a
 * verified casino account the member holds on that platform's slot (decision 042: only a verified
 * account earns, and an account has one holder, so each account's wager is in one member's range at
 * the freeze, whoever linked it before). Members without a verified account there have none, and
 * inactive members (`isActiveMember`: deleted or banned, decision 041) none either — so a ban before the
 * freeze leaves them out of the frozen list, and out of the live numbering meanwhile.
 */
export async function liveCasinoWagers(db: DbOrTx, raffle: Raffle): Promise<CasinoWager[]> {
  const result = (await db.execute(sql`
    select u.id as user_id, p.id as platform_id, sum(w.wagered_cents)::text as cents
    from wager_raffle_casinos c
    join leaderboard_platforms p on p.id = c.platform_id and p.casino_slot is not null
    join leaderboard_periods lp on lp.platform_id = p.id
      and lp.starts_at < ${raffle.endsAt.toISOString()}::timestamptz
      and lp.ends_at > ${raffle.startsAt.toISOString()}::timestamptz
    join wagers w on w.period_id = lp.id
    join casino_accounts ca on ca.slot = p.casino_slot and ca.account_key = w.player_key
      and ca.status = 'verified'
    join users u on u.id = ca.holder_id
    where c.raffle_id = ${raffle.id}
      and u.deleted_at is null and u.banned_at is null
    group by u.id, p.id`)) as unknown as { rows: { user_id: number; platform_id: number; cents: string }[] };
  return result.rows.map((r) => ({
    user_id: Number(r.user_id),
    platform_id: Number(r.platform_id),
    wagered_cents: Number(r.cents),
  }));
}

/** Per-member totals over the casinos. */
export function memberTotals(rows: readonly CasinoWager[]): MemberWager[] {
  const totals = new Map<number, number>();
  for (const r of rows) totals.set(r.user_id, (totals.get(r.user_id) ?? 0) + r.wagered_cents);
  return [...totals].map(([user_id, wagered_cents]) => ({ user_id, wagered_cents }));
}

/** The frozen ranges, in ticket order, with the published name frozen with them (null before 040). */
export async function frozenRanges(
  db: DbOrTx,
  raffleId: number,
): Promise<(TicketRange & { name: string | null })[]> {
  const rows = await db
    .select()
    .from(wagerRaffleTickets)
    .where(eq(wagerRaffleTickets.raffleId, raffleId))
    .orderBy(asc(wagerRaffleTickets.firstTicket));
  return rows.map((r) => ({
    user_id: r.userId,
    wagered_cents: r.wageredCents,
    first: r.firstTicket,
    last: r.lastTicket,
    ticket_count: r.lastTicket - r.firstTicket + 1,
    name: r.name,
  }));
}

export interface RaffleTickets {
  frozen: boolean;
  ranges: TicketRange[];
  /** Per member and casino; live only (a frozen raffle keeps its members' totals, not the split). */
  byCasino: CasinoWager[];
}

/** The numbering now: recomputed from the wager table until frozen, then the frozen list. */
export async function raffleTickets(db: DbOrTx, raffle: Raffle): Promise<RaffleTickets> {
  const byCasino = await liveCasinoWagers(db, raffle);
  if (raffle.frozenAt) return { frozen: true, ranges: await frozenRanges(db, raffle.id), byCasino };
  return { frozen: false, ranges: ticketRanges(memberTotals(byCasino), raffle.centsPerTicket), byCasino };
}
