import {
  clientSeedOf,
  drawWinners,
  type NamedTicket,
  seedCommitment,
} from '@podium/shared/draws/draw.server';
import { DRAW_ALGORITHM_V2, type DrawAlgorithm } from '@podium/shared/draws/lines';
import { type RaffleVerify, raffleVerifySchema } from '@podium/shared/raffles/verify';
import {
  drawRangeWinners,
  type NamedRange,
  rangesClientSeed,
} from '@podium/shared/wager-raffles/draw.server';
import { type WagerRaffleVerify, wagerRaffleVerifySchema } from '@podium/shared/wager-raffles/verify';

/**
 * Verify files made with the app's own draw code (draws/draw.server.ts, wager-raffles/draw.server.ts)
 * the way the server's verify use cases publish them: for the browser recompute's tests and the
 * plain-Node verifier's (scripts/test/verify-draw.test.ts). Parsed by the published schemas, so a
 * file that drifts from what the API answers fails here first.
 */
const CREATED = '2026-11-01T12:00:00.000Z';
const DRAWN = '2026-11-08T12:00:00.000Z';

export interface RaffleFileInput {
  serverSeed: string;
  tickets: readonly NamedTicket[];
  winners: number;
  /** Re-draws, each replacing the current winner of place (n mod places) + 1. */
  redraws?: number;
  algorithm?: DrawAlgorithm;
}

export function raffleFile({
  serverSeed,
  tickets,
  winners,
  redraws = 0,
  algorithm = DRAW_ALGORITHM_V2,
}: RaffleFileInput): RaffleVerify {
  const clientSeed = clientSeedOf(algorithm, tickets);
  const at = (n: number) => new Date(Date.parse(DRAWN) + n * 3_600_000).toISOString();
  const record = { reason: null, drawn_by: null, replaced_user_id: null };
  const first = drawWinners({ serverSeed, clientSeed, nonce: 0, tickets, count: winners });
  const current = first.map((w, i) => ({ position: i + 1, ...w }));
  const draws: RaffleVerify['draws'] = [
    {
      nonce: 0,
      kind: 'draw',
      winners_wanted: winners,
      winners: current.map((w) => ({ ...w })),
      ...record,
      drawn_at: at(0),
    },
  ];
  const everDrawn = first.map((w) => w.user_id);
  for (let nonce = 1; nonce <= redraws && current.length > 0; nonce++) {
    const replaced = current.find((w) => w.position === ((nonce - 1) % current.length) + 1)!;
    const [next] = drawWinners({ serverSeed, clientSeed, nonce, tickets, count: 1, exclude: everDrawn });
    if (!next) break;
    const winner = { position: replaced.position, ...next };
    current.splice(current.indexOf(replaced), 1, winner);
    everDrawn.push(next.user_id);
    draws.push({
      nonce,
      kind: 'redraw',
      winners_wanted: 1,
      winners: [winner],
      replaced_user_id: replaced.user_id,
      reason: 'Did not claim',
      drawn_by: 'admin',
      drawn_at: at(nonce),
    });
  }
  return raffleVerifySchema.parse({
    algorithm,
    kind: 'raffle',
    raffle_id: 7,
    title: 'Test raffle',
    server_seed_hash: seedCommitment(serverSeed),
    server_seed_hash_published_at: CREATED,
    server_seed: serverSeed,
    client_seed: clientSeed,
    ticket_count: tickets.length,
    tickets: tickets.map((t, index) => ({ index, entry_id: t.entry_id, user_id: t.user_id, name: t.name })),
    draws,
    explanation: [],
  });
}

export interface RangeFileInput {
  serverSeed: string;
  ranges: readonly NamedRange[];
  prizes: number;
  onePerMember?: boolean;
  algorithm?: DrawAlgorithm;
  /** Prize positions re-drawn as not claimed in time (decision 064), in order: nonce 1, 2… */
  redraws?: readonly number[];
}

export function rangeFile({
  serverSeed,
  ranges,
  prizes,
  onePerMember = true,
  algorithm = DRAW_ALGORITHM_V2,
  redraws = [],
}: RangeFileInput): WagerRaffleVerify {
  const clientSeed = rangesClientSeed(algorithm, ranges);
  const winners = drawRangeWinners({ serverSeed, clientSeed, nonce: 0, ranges, count: prizes, onePerMember });
  const drawn = winners.map((w, i) => ({ position: i + 1, ...w }));
  const current = new Map(drawn.map((w) => [w.position, w.user_id]));
  let nonce = 0;
  // A re-draw that finds nobody left writes nothing and uses no nonce (as the claim job).
  const redrawRecords = redraws.flatMap((position) => {
    const [winner] = drawRangeWinners({
      serverSeed,
      clientSeed,
      nonce: nonce + 1,
      ranges,
      count: 1,
      onePerMember,
      exclude: { tickets: drawn.map((w) => w.ticket_index), members: drawn.map((w) => w.user_id) },
    });
    if (!winner) return [];
    nonce++;
    const replaced = current.get(position) ?? null;
    drawn.push({ position, ...winner });
    current.set(position, winner.user_id);
    return [
      {
        nonce,
        kind: 'redraw' as const,
        winners_wanted: 1,
        winners: [{ position, ...winner }],
        replaced_user_id: replaced,
        reason: 'not claimed in time',
        drawn_by: null,
        drawn_at: DRAWN,
      },
    ];
  });
  return wagerRaffleVerifySchema.parse({
    algorithm,
    kind: 'wager_raffle',
    raffle_id: 9,
    title: 'Test wager raffle',
    server_seed_hash: seedCommitment(serverSeed),
    server_seed_hash_published_at: CREATED,
    server_seed: serverSeed,
    client_seed: clientSeed,
    ticket_count: ranges.at(-1)?.last ?? 0,
    one_prize_per_member: onePerMember,
    ranges: ranges.map((r) => ({ first: r.first, last: r.last, user_id: r.user_id, name: r.name })),
    draws: [
      {
        nonce: 0,
        kind: 'draw',
        winners_wanted: prizes,
        winners: winners.map((w, i) => ({ position: i + 1, ...w })),
        replaced_user_id: null,
        reason: null,
        drawn_by: null,
        drawn_at: DRAWN,
      },
      ...redrawRecords,
    ],
    explanation: [],
  });
}

/** Members' ranges from ticket counts, ascending member id as the server numbers them. */
export function rangesOf(counts: readonly number[], name = (id: number) => `me***${id}`): NamedRange[] {
  let next = 1;
  return counts.map((count, i) => {
    const range = { first: next, last: next + count - 1, user_id: i + 1, name: name(i + 1) };
    next += count;
    return range;
  });
}
