import { DRAW_ALGORITHM, storedAlgorithm } from '@podium/shared/draws/lines';
import { drawExplanation, type RaffleVerify } from '@podium/shared/raffles/verify';
import type { DbOrTx } from '../../db/client.ts';
import { drawHistory } from './draws.repository.ts';
import { frozenTickets } from './entries.repository.ts';
import { raffleErrors } from './raffles.errors.ts';
import { findRaffle } from './raffles.repository.ts';

/**
 * GET /api/r/raffles/{id}/verify: the commitment (and when it was published) always; once drawn, the
 * revealed server seed, the client seed, the frozen ticket list and every draw — what
 * `scripts/verify-draw.mjs` and the verify page recompute. Members appear by id and masked name only
 * (decision 040).
 */
export async function raffleVerifyData(db: DbOrTx, raffleId: number): Promise<RaffleVerify> {
  const row = await findRaffle(db, raffleId);
  if (!row) throw raffleErrors.notFound();
  const drawn = row.drawnAt !== null && row.clientSeed !== null;
  const tickets = drawn ? await frozenTickets(db, raffleId) : [];
  // Before the draw: the algorithm the draw will use.
  const algorithm = drawn ? storedAlgorithm(row.drawAlgorithm) : DRAW_ALGORITHM;
  return {
    algorithm,
    kind: 'raffle',
    raffle_id: row.id,
    title: row.title,
    server_seed_hash: row.serverSeedHash,
    server_seed_hash_published_at: row.createdAt.toISOString(),
    server_seed: drawn ? row.serverSeed : null,
    client_seed: drawn ? row.clientSeed : null,
    ticket_count: tickets.length,
    tickets: tickets.map((t, index) => ({ index, entry_id: t.entry_id, user_id: t.user_id, name: t.name })),
    draws: drawn ? await drawHistory(db, raffleId) : [],
    explanation: drawExplanation(algorithm),
  };
}
