import { DRAW_ALGORITHM } from '@podium/shared/draws/draw.server';
import { drawExplanation, type RaffleVerify } from '@podium/shared/raffles/verify';
import type { DbOrTx } from '../../db/client.ts';
import { drawHistory } from './draws.repository.ts';
import { frozenTickets } from './entries.repository.ts';
import { raffleErrors } from './raffles.errors.ts';
import { findRaffle } from './raffles.repository.ts';

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
