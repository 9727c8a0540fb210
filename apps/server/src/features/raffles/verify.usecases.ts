import { DRAW_ALGORITHM } from '@podium/shared/draws/draw.server';
import { drawExplanation, type RaffleDrawRecord, type RaffleVerify } from '@podium/shared/raffles/verify';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { frozenTickets } from './entries.repository.ts';
import { raffleErrors } from './raffles.errors.ts';
import { findRaffle } from './raffles.repository.ts';
import { raffleDraws, raffleWinners } from './raffles.table.ts';

const drawers = alias(users, 'drawer');

/** Every draw of the raffle in nonce order, each with the winners it drew (replaced ones included). */
async function drawHistory(db: DbOrTx, raffleId: number): Promise<RaffleDrawRecord[]> {
  const draws = await db
    .select({ d: raffleDraws, by: drawers.username })
    .from(raffleDraws)
    .leftJoin(drawers, eq(drawers.id, raffleDraws.drawnBy))
    .where(eq(raffleDraws.raffleId, raffleId))
    .orderBy(asc(raffleDraws.nonce));
  const winners = await db
    .select({ w: raffleWinners, username: users.username })
    .from(raffleWinners)
    .innerJoin(users, eq(users.id, raffleWinners.userId))
    .where(eq(raffleWinners.raffleId, raffleId))
    .orderBy(asc(raffleWinners.id));
  return draws.map(({ d, by }) => ({
    nonce: d.nonce,
    kind: d.kind,
    winners_wanted: d.winnersWanted,
    winners: winners
      .filter(({ w }) => w.drawId === d.id)
      .map(({ w, username }) => ({
        position: w.position,
        ticket_index: w.ticketIndex,
        entry_id: w.entryId,
        user_id: w.userId,
        username,
      })),
    replaced_user_id: d.replacedUserId,
    reason: d.reason,
    drawn_by: by,
    drawn_at: d.createdAt.toISOString(),
  }));
}

/**
 * GET /api/r/raffles/{id}/verify: the commitment always; once drawn, the revealed server seed, the
 * client seed, the frozen ticket list and every draw — what `scripts/verify-draw.mjs` recomputes.
 */
export async function raffleVerifyData(db: DbOrTx, raffleId: number): Promise<RaffleVerify> {
  const row = await findRaffle(db, raffleId);
  if (!row) throw raffleErrors.notFound();
  const drawn = row.drawnAt !== null && row.clientSeed !== null;
  const tickets = drawn ? await frozenTickets(db, raffleId) : [];
  return {
    algorithm: DRAW_ALGORITHM,
    raffle_id: row.id,
    title: row.title,
    server_seed_hash: row.serverSeedHash,
    server_seed: drawn ? row.serverSeed : null,
    client_seed: drawn ? row.clientSeed : null,
    ticket_count: tickets.length,
    tickets: tickets.map((t, index) => ({ index, ...t })),
    draws: drawn ? await drawHistory(db, raffleId) : [],
    explanation: [...drawExplanation],
  };
}
