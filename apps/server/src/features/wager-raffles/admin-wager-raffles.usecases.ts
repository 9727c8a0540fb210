import { amountToCents, centsToAmount } from '@podium/shared/common/money';
import { newServerSeed, seedCommitment } from '@podium/shared/draws/draw.server';
import type {
  AdminWagerRaffle,
  WagerRaffleInput,
  WagerRaffleTickets,
} from '@podium/shared/wager-raffles/admin';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { dbNowMs } from '../../db/clock.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import {
  casinosOfRaffles,
  insertRaffleRow,
  latestRaffles,
  lockWagerRaffle,
  platformSlots,
  replaceParts,
  updateUnfrozenRaffle,
  winnersWithHanders,
} from './admin-wager-raffles.repository.ts';
import { raffleTickets } from './tickets.repository.ts';
import { claimInfo } from './views.usecases.ts';
import { wagerRaffleErrors } from './wager-raffles.errors.ts';
import { findWagerRaffle, membersById, prizesOf, prizeValue, timingOf } from './wager-raffles.repository.ts';
import type { WagerRaffleRow } from './wager-raffles.table.ts';

const columns = (input: WagerRaffleInput) => ({
  name: input.name,
  description: input.description,
  image: input.image,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.end_date),
  centsPerTicket: amountToCents(input.dollars_per_ticket),
  autoDraw: input.auto_draw,
  allowMultipleWins: input.allow_multiple_wins,
  // Decision 064: left out of an edit, kept.
  ...(input.claim_window_hours === undefined ? {} : { claimWindowHours: input.claim_window_hours }),
  ...(input.auto_redraws_allowed === undefined ? {} : { autoRedrawsAllowed: input.auto_redraws_allowed }),
});

/** Every casino is a leaderboard platform whose members can be matched (it has a casino username slot). */
async function checkCasinos(db: DbOrTx, ids: number[]) {
  const rows = await platformSlots(db, ids);
  if (rows.length !== ids.length) throw wagerRaffleErrors.unknownCasino();
  if (rows.some((r) => r.slot === null)) throw wagerRaffleErrors.casinoNoUsername();
}

/** A new raffle with its secret seed, whose SHA-256 is public from now on. Unchecked (the demo seed). */
export async function insertWagerRaffle(tx: Tx, input: WagerRaffleInput, actorId: number | null) {
  const serverSeed = newServerSeed();
  const id = await insertRaffleRow(tx, {
    ...columns(input),
    serverSeed,
    serverSeedHash: seedCommitment(serverSeed),
    createdBy: actorId,
  });
  await replaceParts(tx, id, input);
  return id;
}

/** A raffle's settings as its audit entries show them (decision 039): the form's names, as stored. */
async function auditSettings(tx: Tx, row: WagerRaffleRow) {
  const casinos = await casinosOfRaffles(tx, [row.id]);
  const prizes = await prizesOf(tx, [row.id]);
  return {
    name: row.name,
    description: row.description,
    image: row.image,
    starts_at: row.startsAt.toISOString(),
    end_date: row.endsAt.toISOString(),
    dollars_per_ticket: centsToAmount(row.centsPerTicket),
    auto_draw: row.autoDraw,
    allow_multiple_wins: row.allowMultipleWins,
    claim_window_hours: row.claimWindowHours,
    auto_redraws_allowed: row.autoRedrawsAllowed,
    casino_ids: casinos.map((c) => c.platformId).sort((a, b) => a - b),
    prizes: prizes.map((p) => ({
      prize_type: p.prizeType,
      prize_value: prizeValue(p),
      description: p.description,
      image_url: p.imageUrl,
    })),
  };
}

/** The raffle as stored now, inside the transaction that has just written it. */
const storedSettings = async (tx: Tx, id: number) => auditSettings(tx, (await findWagerRaffle(tx, id))!);

/** An admin's new raffle, on record with its settings, casinos and prizes. */
export async function createWagerRaffle(db: Db, audit: AuditContext, input: WagerRaffleInput) {
  await checkCasinos(db, input.casino_ids);
  return db.transaction(async (tx) => {
    const id = await insertWagerRaffle(tx, input, audit.actorId);
    await recordAudit(tx, audit, {
      action: 'wager-raffles.create',
      target: { type: 'wager_raffle', id },
      after: await storedSettings(tx, id),
    });
    return id;
  });
}

/**
 * Replaces everything until the tickets are frozen (the conditional update decides). The row is locked
 * first, so the audit entry's `before` is what this edit replaced; it records only what changed.
 */
export async function updateWagerRaffle(db: Db, audit: AuditContext, id: number, input: WagerRaffleInput) {
  await checkCasinos(db, input.casino_ids);
  await db.transaction(async (tx) => {
    const existing = await lockWagerRaffle(tx, id);
    if (!existing) throw wagerRaffleErrors.notFound();
    const before = await auditSettings(tx, existing);
    if (!(await updateUnfrozenRaffle(tx, id, columns(input)))) {
      throw existing.drawnAt ? wagerRaffleErrors.alreadyDrawn() : wagerRaffleErrors.frozen();
    }
    await replaceParts(tx, id, input);
    await recordAudit(tx, audit, {
      action: 'wager-raffles.update',
      target: { type: 'wager_raffle', id },
      ...changes(before, await storedSettings(tx, id)),
    });
  });
}

async function toAdmin(db: DbOrTx, rows: WagerRaffleRow[]): Promise<AdminWagerRaffle[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const now = await dbNowMs(db);
  const prizes = await prizesOf(db, ids);
  const casinos = await casinosOfRaffles(db, ids);
  const winners = await winnersWithHanders(db, ids);
  const claims = new Map<number, Awaited<ReturnType<typeof claimInfo>>>();
  for (const row of rows) claims.set(row.id, await claimInfo(db, row, now));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    status: timingOf(row, now).status,
    starts_at: row.startsAt.toISOString(),
    end_date: row.endsAt.toISOString(),
    dollars_per_ticket: centsToAmount(row.centsPerTicket),
    auto_draw: row.autoDraw,
    allow_multiple_wins: row.allowMultipleWins,
    claim_window_hours: row.claimWindowHours,
    auto_redraws_allowed: row.autoRedrawsAllowed,
    casino_ids: casinos.filter((c) => c.raffleId === row.id).map((c) => c.platformId),
    frozen_at: row.frozenAt?.toISOString() ?? null,
    drawn_at: row.drawnAt?.toISOString() ?? null,
    server_seed_hash: row.serverSeedHash,
    claim: claims.get(row.id)!,
    prizes: prizes
      .filter((p) => p.raffleId === row.id)
      .map((p) => {
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
                user_id: won.w.userId,
                username: won.username,
                winning_ticket_number: won.w.ticketNumber,
                payout_id: won.w.payoutId,
                handed_over_at: won.w.handedOverAt?.toISOString() ?? null,
                handed_over_by: won.by,
              }
            : null,
        };
      }),
  }));
}

export async function adminWagerRaffles(db: DbOrTx) {
  return toAdmin(db, await latestRaffles(db));
}

export async function adminWagerRaffle(db: DbOrTx, id: number) {
  const row = await findWagerRaffle(db, id);
  if (!row) throw wagerRaffleErrors.notFound();
  return (await toAdmin(db, [row]))[0]!;
}

/** The ticket preview: live numbering before the freeze, the frozen list after. */
export async function ticketPreview(db: DbOrTx, id: number): Promise<WagerRaffleTickets> {
  const row = await findWagerRaffle(db, id);
  if (!row) throw wagerRaffleErrors.notFound();
  const { frozen, ranges } = await raffleTickets(db, row);
  const names = await membersById(
    db,
    ranges.map((r) => r.user_id),
  );
  return {
    frozen,
    total_tickets: ranges.at(-1)?.last ?? 0,
    total_wagered: centsToAmount(ranges.reduce((s, r) => s + r.wagered_cents, 0)),
    members: ranges.map((r) => ({
      user_id: r.user_id,
      username: names.get(r.user_id)?.username ?? '',
      first: r.first,
      last: r.last,
      ticket_count: r.ticket_count,
      total_wagered: centsToAmount(r.wagered_cents),
    })),
  };
}
