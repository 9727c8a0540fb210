import {
  DRAW_ALGORITHM_V1,
  DRAW_ALGORITHM_V2,
  type DrawAlgorithm,
  rangeListText,
  ticketListText,
} from './lines.ts';
import { hmacKey, sha256Text, ticketIndexes } from './web-crypto.ts';

/**
 * The verify page's own recomputation of a draw, in the browser (decision 040): the checks of
 * `scripts/verify-draw.mjs` (which imports nothing of ours and stays the reference), on the verify
 * data as the page received it. Loaded only with the verify view. Winners' names come from the
 * recomputed ticket list, never from the published winners.
 */
export interface Check {
  name: string;
  ok: boolean;
}

export interface RecomputedWinner {
  position: number;
  ticket_index: number;
  /** 1-based ticket number (a wager raffle's); a raffle's ticket index + 1. */
  ticket_number: number;
  entry_id: number | null;
  user_id: number;
  /** The published (masked) name from the ticket list. */
  name: string;
}

export interface Recomputed {
  ok: boolean;
  /** Whether the names are covered by the client seed (v2), or only shown (v1). */
  namesHashed: boolean;
  checks: Check[];
  draws: { nonce: number; kind: string; winners: RecomputedWinner[] }[];
}

interface Commitment {
  algorithm: string;
  server_seed_hash: string;
  server_seed_hash_published_at?: string;
  server_seed: string | null;
  client_seed: string | null;
  ticket_count: number;
}

export interface RaffleDrawData extends Commitment {
  tickets: readonly { index: number; entry_id: number; user_id: number; name: string }[];
  draws: readonly {
    nonce: number;
    kind: string;
    winners_wanted: number;
    winners: readonly { position: number; ticket_index: number; entry_id: number; user_id: number }[];
    replaced_user_id: number | null;
    drawn_at: string;
  }[];
}

export interface RangeDrawData extends Commitment {
  one_prize_per_member: boolean;
  ranges: readonly { first: number; last: number; user_id: number; name: string }[];
  draws: readonly {
    nonce: number;
    kind: string;
    winners_wanted: number;
    winners: readonly { position: number; ticket_index: number; ticket_number: number; user_id: number }[];
    replaced_user_id?: number | null;
    drawn_at: string;
  }[];
}

const knownAlgorithm = (name: string): DrawAlgorithm | null =>
  name === DRAW_ALGORITHM_V1 || name === DRAW_ALGORITHM_V2 ? name : null;

/** The checks every draw file shares: algorithm, seed, commitment time, every draw published. */
async function commitmentChecks<D extends { nonce: number; kind: string; drawn_at: string }>(
  data: Commitment & { draws: readonly D[] },
  check: (name: string, ok: boolean) => void,
): Promise<D[]> {
  check('the algorithm is podium-draw-v1 or podium-draw-v2', knownAlgorithm(data.algorithm) !== null);
  check(
    'server seed matches the published SHA-256',
    (await sha256Text(data.server_seed!)) === data.server_seed_hash,
  );
  const draws = [...data.draws].sort((a, b) => a.nonce - b.nonce);
  const complete =
    draws.length > 0 && draws.every((d, i) => d.nonce === i && d.kind === (i === 0 ? 'draw' : 'redraw'));
  check('every draw is published: the draw is nonce 0, re-draws follow with no gap', complete);
  const publishedAt = data.server_seed_hash_published_at;
  if (publishedAt !== undefined && draws[0]) {
    check(
      'the seed hash was published before the draw',
      Date.parse(publishedAt) <= Date.parse(draws[0].drawn_at),
    );
  }
  return draws;
}

const finish = (checks: Check[], draws: Recomputed['draws'], algorithm: string): Recomputed => ({
  ok: checks.length > 0 && checks.every((c) => c.ok),
  namesHashed: algorithm === DRAW_ALGORITHM_V2,
  checks,
  draws,
});

/** A raffle's verify data: the ticket list, the draw (nonce 0) and each re-draw. */
export async function recomputeRaffle(data: RaffleDrawData): Promise<Recomputed> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean) => checks.push({ name, ok });
  if (!data.server_seed || !data.client_seed) {
    check('the raffle has been drawn', false);
    return finish(checks, [], data.algorithm);
  }
  const draws = await commitmentChecks(data, check);
  const algorithm = knownAlgorithm(data.algorithm) ?? DRAW_ALGORITHM_V2;
  const tickets = data.tickets;
  check(
    'tickets are numbered 0…N-1 in order',
    tickets.every((t, i) => t.index === i) && tickets.length === data.ticket_count,
  );
  const list = ticketListText(algorithm, tickets);
  check('client seed is the SHA-256 of the ticket list', (await sha256Text(list)) === data.client_seed);

  const key = await hmacKey(data.server_seed);
  const drawnBefore = new Set<number>();
  /** Current winners' places, by member. */
  const places = new Map<number, number>();
  const out: Recomputed['draws'] = [];
  for (const record of draws) {
    const label = `${record.kind === 'redraw' ? 're-draw' : 'draw'} with nonce ${record.nonce}`;
    const taken = new Set(drawnBefore);
    const left = new Set(tickets.map((t) => t.user_id).filter((id) => !taken.has(id)));
    const wanted = record.kind === 'redraw' ? 1 : record.winners_wanted;
    const target = Math.min(Math.max(0, wanted), left.size);
    const winners: RecomputedWinner[] = [];
    const replacedPlace = record.replaced_user_id === null ? undefined : places.get(record.replaced_user_id);
    if (record.kind === 'redraw') {
      check(`${label} wants one winner`, record.winners_wanted === 1);
      check(`${label} replaces a current winner`, replacedPlace !== undefined);
    }
    if (target > 0) {
      for await (const index of ticketIndexes(key, data.client_seed, record.nonce, tickets.length)) {
        const ticket = tickets[index]!;
        if (taken.has(ticket.user_id)) continue;
        taken.add(ticket.user_id);
        const position = record.kind === 'redraw' ? (replacedPlace ?? 0) : winners.length + 1;
        winners.push({
          position,
          ticket_index: index,
          ticket_number: index + 1,
          entry_id: ticket.entry_id,
          user_id: ticket.user_id,
          name: ticket.name,
        });
        if (winners.length === target) break;
      }
    }
    const ids = (w: { ticket_index: number; entry_id: number | null; user_id: number }) =>
      `${w.ticket_index}:${w.entry_id}:${w.user_id}`;
    check(
      `${label} picks the published winners`,
      record.winners.map(ids).join(',') === winners.map(ids).join(','),
    );
    check(
      record.kind === 'redraw'
        ? `${label} gives its winner the replaced winner’s place`
        : `${label} gives places 1…k in drawing order`,
      record.winners.length === winners.length &&
        record.winners.every((w, i) => w.position === winners[i]!.position),
    );
    if (record.replaced_user_id !== null) places.delete(record.replaced_user_id);
    for (const w of winners) {
      drawnBefore.add(w.user_id);
      places.set(w.user_id, w.position);
    }
    out.push({ nonce: record.nonce, kind: record.kind, winners });
  }
  return finish(checks, out, data.algorithm);
}

/** The member holding ticket `number` (binary search over the contiguous ranges). */
function ownerOf<R extends { first: number; last: number }>(ranges: readonly R[], number: number): R | null {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (number < r.first) hi = mid - 1;
    else if (number > r.last) lo = mid + 1;
    else return r;
  }
  return null;
}

/** A wager raffle's verify data: the frozen ranges, its draw (prize positions in order) and re-draws. */
export async function recomputeRanges(data: RangeDrawData): Promise<Recomputed> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean) => checks.push({ name, ok });
  if (!data.server_seed || !data.client_seed) {
    check('the raffle has been drawn', false);
    return finish(checks, [], data.algorithm);
  }
  const draws = await commitmentChecks(data, check);
  const algorithm = knownAlgorithm(data.algorithm) ?? DRAW_ALGORITHM_V2;
  const ranges = data.ranges;
  const contiguous = ranges.every(
    (r, i) => r.first === (i === 0 ? 1 : ranges[i - 1]!.last + 1) && r.last >= r.first,
  );
  const total = ranges.at(-1)?.last ?? 0;
  const members = new Set(ranges.map((r) => r.user_id)).size;
  check(
    'ticket ranges are contiguous from 1, one per member',
    contiguous && total === data.ticket_count && members === ranges.length,
  );
  const list = rangeListText(algorithm, ranges);
  check('client seed is the SHA-256 of the ticket ranges', (await sha256Text(list)) === data.client_seed);

  const key = await hmacKey(data.server_seed);
  const out: Recomputed['draws'] = [];
  // Re-draws of unclaimed prizes (decision 064) skip every ticket and member drawn before.
  const drawnTickets = new Set<number>();
  const drawnMembers = new Set<number>();
  const places = new Map<number, number>();
  for (const record of draws) {
    const label = `${record.kind === 'redraw' ? 're-draw' : 'draw'} with nonce ${record.nonce}`;
    const redraw = record.kind === 'redraw';
    const replacedPosition = redraw ? record.winners[0]?.position : undefined;
    if (redraw) {
      check(`${label} wants one winner`, record.winners_wanted === 1);
      check(
        `${label} replaces a current winner`,
        replacedPosition !== undefined && places.get(replacedPosition) === record.replaced_user_id,
      );
    }
    const takenMembers = redraw ? drawnMembers : new Set<number>();
    const left = ranges.filter((r) => !takenMembers.has(r.user_id));
    const membersLeft = new Set(left.map((r) => r.user_id)).size;
    const ticketsLeft = left.reduce((n, r) => n + r.last - r.first + 1, 0);
    const wanted = Math.min(
      Math.max(0, redraw ? 1 : record.winners_wanted),
      data.one_prize_per_member ? membersLeft : ticketsLeft,
    );
    const winners: RecomputedWinner[] = [];
    const won = new Set<number>();
    const tickets = new Set<number>(redraw ? drawnTickets : []);
    if (wanted > 0 && contiguous) {
      for await (const index of ticketIndexes(key, data.client_seed, record.nonce, total)) {
        const owner = ownerOf(ranges, index + 1)!;
        if (
          tickets.has(index) ||
          takenMembers.has(owner.user_id) ||
          (data.one_prize_per_member && won.has(owner.user_id))
        )
          continue;
        tickets.add(index);
        won.add(owner.user_id);
        winners.push({
          position: redraw ? (replacedPosition ?? 0) : winners.length + 1,
          ticket_index: index,
          ticket_number: index + 1,
          entry_id: null,
          user_id: owner.user_id,
          name: owner.name,
        });
        if (winners.length === wanted) break;
      }
    }
    const ids = (w: { ticket_number: number; user_id: number }) => `${w.ticket_number}:${w.user_id}`;
    check(
      `${label} picks the published winners`,
      record.winners.map(ids).join(',') === winners.map(ids).join(','),
    );
    check(
      redraw
        ? `${label} gives its winner the replaced winner’s prize`
        : `${label} gives places 1…k in drawing order`,
      record.winners.length === winners.length &&
        record.winners.every((w, i) => w.position === winners[i]!.position),
    );
    for (const w of winners) {
      drawnTickets.add(w.ticket_index);
      drawnMembers.add(w.user_id);
      places.set(w.position, w.user_id);
    }
    out.push({ nonce: record.nonce, kind: record.kind, winners });
  }
  return finish(checks, out, data.algorithm);
}
