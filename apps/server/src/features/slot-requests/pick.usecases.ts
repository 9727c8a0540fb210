import { maskUsername } from '@podium/shared/common/mask-username';
import { clientSeedOf, drawWinners } from '@podium/shared/draws/draw.server';
import { DRAW_ALGORITHM } from '@podium/shared/draws/lines';
import type { SlotPickVerify } from '@podium/shared/slot-requests/schemas';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { commitment, findPick, markPicked } from './picks.repository.ts';
import { slotRequestErrors } from './slot-requests.errors.ts';
import { moveRequests, queueRows } from './slot-requests.repository.ts';
import type { PickTicket } from './slot-requests.table.ts';

/**
 * POST /api/admin/slot-requests/pick: Pick at random (decision 059), the raffles' commit-reveal draw
 * (packages/shared/src/draws) over the open requests. The waiting pick's seed hash was public before;
 * the open requests, oldest first, are frozen as the ticket list (request id, member id, masked name),
 * its SHA-256 is the client seed, nonce 0 draws one ticket, the seed is revealed, the request is
 * picked, and the next pick's commitment is made. Answers the pick's id.
 */
export async function pickAtRandom(db: Db, audit: AuditContext): Promise<number> {
  return db.transaction(async (tx) => {
    const pick = await commitment(tx, true);
    const open = (await queueRows(tx)).filter((q) => q.r.status === 'open');
    if (open.length === 0) throw slotRequestErrors.queueEmpty();
    const tickets: PickTicket[] = open.map((q, index) => ({
      index,
      entry_id: q.r.id,
      user_id: q.r.userId,
      name: maskUsername(q.username),
      slot: q.slot.name,
    }));
    const clientSeed = clientSeedOf(DRAW_ALGORITHM, tickets);
    const [winner] = drawWinners({ serverSeed: pick.serverSeed, clientSeed, nonce: 0, tickets, count: 1 });
    if (!winner) throw slotRequestErrors.queueEmpty();
    await markPicked(tx, pick.id, {
      algorithm: DRAW_ALGORITHM,
      clientSeed,
      tickets,
      ticketIndex: winner.ticket_index,
      requestId: winner.entry_id,
      drawnBy: audit.actorId,
      drawnAt: sql`now()`,
    });
    const [moved] = await moveRequests(
      tx,
      { ids: [winner.entry_id], from: ['open'] },
      { status: 'picked', pickId: pick.id },
    );
    if (!moved) throw slotRequestErrors.notQueued();
    await commitment(tx);
    await recordAudit(tx, audit, {
      action: 'slot-requests.pick',
      target: { type: 'slot_request_pick', id: pick.id },
      member: winner.user_id,
      after: {
        request_id: winner.entry_id,
        ticket_index: winner.ticket_index,
        ticket_count: tickets.length,
        server_seed_hash: pick.serverSeedHash,
      },
    });
    return pick.id;
  });
}

/**
 * GET /api/r/slot-requests/picks/{id}/verify: the pick's published data in the raffles' verify shape,
 * so scripts/verify-draw.mjs and the verify view recompute it the same way. Before the pick: the seed
 * hash only.
 */
export async function pickVerifyData(db: DbOrTx, id: number): Promise<SlotPickVerify> {
  const pick = await findPick(db, id);
  if (!pick) throw slotRequestErrors.pickNotFound();
  const tickets = pick.tickets ?? [];
  const drawn = pick.drawnAt !== null && pick.ticketIndex !== null;
  const winner = drawn ? tickets[pick.ticketIndex!] : undefined;
  return {
    pick_id: pick.id,
    title: `Slot request pick ${pick.id}`,
    algorithm: pick.algorithm ?? DRAW_ALGORITHM,
    server_seed_hash: pick.serverSeedHash,
    server_seed_hash_published_at: pick.createdAt.toISOString(),
    server_seed: drawn ? pick.serverSeed : null,
    client_seed: pick.clientSeed,
    ticket_count: tickets.length,
    tickets,
    draws:
      drawn && winner
        ? [
            {
              nonce: 0,
              kind: 'draw',
              winners_wanted: 1,
              winners: [
                {
                  position: 1,
                  ticket_index: winner.index,
                  entry_id: winner.entry_id,
                  user_id: winner.user_id,
                },
              ],
              replaced_user_id: null,
              drawn_at: pick.drawnAt!.toISOString(),
            },
          ]
        : [],
  };
}
