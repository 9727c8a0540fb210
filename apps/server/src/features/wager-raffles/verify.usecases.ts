import { maskUsername } from '@podium/shared/common/mask-username';
import { DRAW_ALGORITHM, storedAlgorithm } from '@podium/shared/draws/lines';
import { type WagerRaffleVerify, wagerDrawExplanation } from '@podium/shared/wager-raffles/verify';
import type { DbOrTx } from '../../db/client.ts';
import { usernameOf } from '../users/users.repository.ts';
import { frozenRanges } from './tickets.repository.ts';
import { wagerRaffleErrors } from './wager-raffles.errors.ts';
import { everyWinnerOf, findWagerRaffle, membersById, prizesOf } from './wager-raffles.repository.ts';

const toVerifyWinner = (
  w: { prizeId: number; ticketNumber: number; userId: number },
  positionOf: Map<number, number>,
) => ({
  position: positionOf.get(w.prizeId) ?? 0,
  ticket_index: w.ticketNumber - 1,
  ticket_number: w.ticketNumber,
  user_id: w.userId,
});

/**
 * GET /api/r/wager-raffles/{id}/verify: the commitment (and when it was published) always; once
 * drawn, the revealed server seed, the client seed, the frozen ranges and the draw — what
 * `scripts/verify-draw.mjs` and the verify page recompute. Members appear by id and masked name only
 * (decision 040): the names frozen with the list, or for a list frozen before 040 today's, masked.
 */
export async function wagerRaffleVerifyData(db: DbOrTx, id: number): Promise<WagerRaffleVerify> {
  const row = await findWagerRaffle(db, id);
  if (!row) throw wagerRaffleErrors.notFound();
  const drawn = row.drawnAt !== null && row.clientSeed !== null;
  const ranges = drawn ? await frozenRanges(db, id) : [];
  const unnamed = ranges.filter((r) => r.name === null).map((r) => r.user_id);
  const current = await membersById(db, unnamed);
  const prizes = drawn ? await prizesOf(db, [id]) : [];
  const winners = drawn ? await everyWinnerOf(db, id) : [];
  const drawer = row.drawnBy ? await usernameOf(db, row.drawnBy) : undefined;
  const positionOf = new Map(prizes.map((p) => [p.id, p.position]));
  // Before the draw: the algorithm the freeze will use.
  const algorithm = drawn ? storedAlgorithm(row.drawAlgorithm) : DRAW_ALGORITHM;
  return {
    algorithm,
    kind: 'wager_raffle',
    raffle_id: row.id,
    title: row.name,
    server_seed_hash: row.serverSeedHash,
    server_seed_hash_published_at: row.createdAt.toISOString(),
    server_seed: drawn ? row.serverSeed : null,
    client_seed: drawn ? row.clientSeed : null,
    ticket_count: ranges.at(-1)?.last ?? 0,
    one_prize_per_member: !row.allowMultipleWins,
    ranges: ranges.map((r) => ({
      first: r.first,
      last: r.last,
      user_id: r.user_id,
      name: r.name ?? maskUsername(current.get(r.user_id)?.username ?? ''),
    })),
    draws: drawn
      ? [
          {
            nonce: 0,
            kind: 'draw' as const,
            winners_wanted: prizes.length,
            winners: winners
              .filter((w) => w.nonce === 0)
              .map((w) => toVerifyWinner(w, positionOf))
              .sort((a, b) => a.position - b.position),
            replaced_user_id: null,
            reason: null,
            drawn_by: drawer ?? null,
            drawn_at: row.drawnAt!.toISOString(),
          },
          // Re-draws of unclaimed prizes (decision 064), by the claim job: one winner each.
          ...winners
            .filter((w) => w.nonce > 0)
            .map((w) => ({
              nonce: w.nonce,
              kind: 'redraw' as const,
              winners_wanted: 1,
              winners: [toVerifyWinner(w, positionOf)],
              replaced_user_id: w.replacedUserId,
              reason: w.reason,
              drawn_by: null,
              drawn_at: w.createdAt.toISOString(),
            })),
        ]
      : [],
    explanation: wagerDrawExplanation(algorithm),
  };
}
