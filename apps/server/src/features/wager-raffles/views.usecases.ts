import { maskUsername } from '@podium/shared/common/mask-username';
import { centsToAmount } from '@podium/shared/common/money';
import {
  MAX_TICKET_NUMBERS_SHOWN,
  RECENT_ENDED,
  TOP_PARTICIPANTS,
} from '@podium/shared/wager-raffles/messages';
import { ticketNumbers } from '@podium/shared/wager-raffles/rules';
import type { WagerRaffleDetail, WagerRaffleList } from '@podium/shared/wager-raffles/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { dbNowMs } from '../../db/clock.ts';
import { claimsOf } from './claims.repository.ts';
import { raffleTickets } from './tickets.repository.ts';
import { wagerRaffleErrors } from './wager-raffles.errors.ts';
import {
  casinosOf,
  endedRaffles,
  findWagerRaffle,
  membersById,
  openRaffles,
  prizesOf,
  prizeValue,
  timingOf,
  winnersOf,
  winnerUser,
} from './wager-raffles.repository.ts';

const ACTIVE_LIMIT = 50;

/** The claim settings and each winner's claim state (decision 064): none before the draw or without a window. */
export async function claimInfo(
  db: DbOrTx,
  row: { id: number; claimWindowHours: number | null; autoRedrawsAllowed: number; drawnAt: Date | null },
  nowMs: number,
) {
  const claims =
    row.claimWindowHours !== null && row.drawnAt !== null
      ? await claimsOf(db, row.id, nowMs)
      : { used: 0, claims: [] };
  return {
    claim_window_hours: row.claimWindowHours,
    auto_redraws_allowed: row.autoRedrawsAllowed,
    auto_redraws_used: claims.used,
    claims: claims.claims,
  };
}

/** GET /api/r/wager-raffles: raffles not ended yet (soonest end first) and the latest ended ones. */
export async function listView(db: DbOrTx, userId: number | null): Promise<WagerRaffleList> {
  const now = await dbNowMs(db);
  const nowIso = new Date(now).toISOString();
  const open = await openRaffles(db, nowIso, ACTIVE_LIMIT);
  const ended = await endedRaffles(db, nowIso, RECENT_ENDED);
  const prizes = await prizesOf(
    db,
    [...open, ...ended].map((r) => r.id),
  );
  const winners = await winnersOf(
    db,
    ended.map((r) => r.id),
  );

  const active_raffles = [];
  for (const row of open) {
    const { ranges } = await raffleTickets(db, row);
    const mine = userId === null ? null : ranges.find((r) => r.user_id === userId);
    const timing = timingOf(row, now);
    active_raffles.push({
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      status: timing.status,
      starts_at: row.startsAt.toISOString(),
      end_date: row.endsAt.toISOString(),
      time_remaining: timing.time_remaining,
      total_tickets: ranges.at(-1)?.last ?? 0,
      participants_count: ranges.length,
      prizes: prizes
        .filter((p) => p.raffleId === row.id)
        .map((p) => ({
          id: p.id,
          position: p.position,
          prize_type: p.prizeType,
          prize_value: prizeValue(p),
          description: p.description,
        })),
      user_tickets: userId === null ? null : { ticket_count: mine?.ticket_count ?? 0 },
    });
  }
  const ended_raffles = ended.map((row) => ({
    id: row.id,
    name: row.name,
    drawn_at: row.drawnAt?.toISOString() ?? null,
    winners: prizes
      .filter((p) => p.raffleId === row.id)
      .flatMap((p) => {
        const won = winners.find((w) => w.w.prizeId === p.id);
        if (!won) return [];
        return [
          {
            id: won.w.id,
            position: p.position,
            user: { username: won.user.username },
            winning_ticket_number: won.w.ticketNumber,
            prize: { prize_type: p.prizeType, prize_value: prizeValue(p), description: p.description },
          },
        ];
      }),
  }));
  return { active_raffles, ended_raffles };
}

/** GET /api/r/wager-raffles/{id}: SPEC §3 detail; the member's own participation in full. */
export async function detailView(db: DbOrTx, id: number, userId: number | null): Promise<WagerRaffleDetail> {
  const row = await findWagerRaffle(db, id);
  if (!row) throw wagerRaffleErrors.notFound();
  const now = await dbNowMs(db);
  const { ranges, byCasino } = await raffleTickets(db, row);
  const prizes = await prizesOf(db, [id]);
  const winners = await winnersOf(db, [id]);
  const casinos = await casinosOf(db, id);
  const top = [...ranges]
    .sort((a, b) => b.ticket_count - a.ticket_count || b.wagered_cents - a.wagered_cents || a.first - b.first)
    .slice(0, TOP_PARTICIPANTS);
  const members = await membersById(
    db,
    top.map((r) => r.user_id),
  );
  const nameOfCasino = new Map(casinos.map((c) => [c.id, c.name]));
  /** The casino a member wagered most on (the participant's platform). */
  const mainCasino = (userId: number) =>
    byCasino
      .filter((w) => w.user_id === userId)
      .sort((a, b) => b.wagered_cents - a.wagered_cents)
      .map((w) => nameOfCasino.get(w.platform_id) ?? null)[0] ?? null;
  const mine = userId === null ? null : (ranges.find((r) => r.user_id === userId) ?? null);
  const myWager =
    userId === null
      ? 0
      : (mine?.wagered_cents ??
        byCasino.filter((w) => w.user_id === userId).reduce((s, w) => s + w.wagered_cents, 0));
  const timing = timingOf(row, now);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    status: timing.status,
    is_active: timing.is_active,
    has_ended: timing.has_ended,
    auto_draw: row.autoDraw,
    starts_at: row.startsAt.toISOString(),
    end_date: row.endsAt.toISOString(),
    time_remaining: timing.time_remaining,
    drawn_at: row.drawnAt?.toISOString() ?? null,
    total_tickets: ranges.at(-1)?.last ?? 0,
    total_wagered: centsToAmount(ranges.reduce((s, r) => s + r.wagered_cents, 0)),
    dollars_per_ticket: centsToAmount(row.centsPerTicket),
    server_seed_hash: row.serverSeedHash,
    claim: await claimInfo(db, row, now),
    statistics: { total_participants: ranges.length },
    user_ticket:
      userId === null
        ? null
        : {
            ticket_count: mine?.ticket_count ?? 0,
            total_wagered: centsToAmount(myWager),
            individual_tickets: ticketNumbers(mine, MAX_TICKET_NUMBERS_SHOWN),
            first_ticket: mine?.first ?? null,
            last_ticket: mine?.last ?? null,
          },
    casinos: casinos.map((c) => ({
      id: c.id,
      name: c.name,
      image: c.image,
      platform_type: c.slug,
      total_wagered: centsToAmount(
        byCasino.filter((w) => w.platform_id === c.id).reduce((s, w) => s + w.wagered_cents, 0),
      ),
    })),
    prizes: prizes.map((p) => {
      const won = winners.find((w) => w.w.prizeId === p.id);
      return {
        id: p.id,
        position: p.position,
        prize_type: p.prizeType,
        prize_value: prizeValue(p),
        description: p.description,
        image_url: p.imageUrl,
        winner: won
          ? {
              user: winnerUser(won.user),
              winning_ticket_number: won.w.ticketNumber,
              handed_over_at: won.w.handedOverAt?.toISOString() ?? null,
            }
          : null,
      };
    }),
    top_participants: top.map((r) => {
      const m = members.get(r.user_id);
      return {
        user: {
          id: r.user_id,
          avatar: m?.avatar ?? '',
          username: maskUsername(m?.username ?? ''),
          platform: mainCasino(r.user_id),
        },
        ticket_count: r.ticket_count,
        total_wagered: centsToAmount(r.wagered_cents),
      };
    }),
  };
}
