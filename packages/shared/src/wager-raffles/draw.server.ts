import { sha256Hex, ticketIndexes } from '../draws/draw.server.ts';
import { type DrawAlgorithm, rangeListText } from '../draws/lines.ts';

/**
 * The wager raffles' draw (decision 024): the same commit-reveal scheme, bytes, mapping and nonce as
 * draws/draw.server.ts, over a ticket list written as ranges. Node only (node:crypto through
 * draws/draw.server.ts). `scripts/verify-draw.mjs` repeats it without importing this file, and the
 * verify page in the browser with draws/recompute.ts.
 *
 * - The frozen list: one line per member in ticket order, joined by '\n' — `first-last:user_id`, then
 *   `:"<published name>"` in `podium-draw-v2` (draws/lines.ts); its SHA-256 is the client seed.
 * - Ticket index i (0-based, from `ticketIndexes`) is ticket number i + 1.
 * - The draw, nonce 0, one winning ticket per prize position in position order. A ticket never wins
 *   twice; unless `onePerMember` is false, a ticket whose member has won already is skipped too.
 * - A re-draw of one unclaimed prize (decision 064) uses the next nonce and wants one winner; it skips
 *   every ticket drawn before and every member drawn before (replaced ones included), whatever
 *   `onePerMember` says, and its winner takes the replaced winner's prize position.
 */
export interface RangeTicket {
  first: number;
  last: number;
  user_id: number;
}

/** A range with its member's published name (masked, frozen with the list): what v2 hashes. */
export interface NamedRange extends RangeTicket {
  name: string;
}

export const rangesClientSeed = (algorithm: DrawAlgorithm, ranges: readonly NamedRange[]): string =>
  sha256Hex(rangeListText(algorithm, ranges));

/** The member holding ticket `number` (binary search over contiguous ranges); null outside them. */
export function ownerOf(ranges: readonly RangeTicket[], number: number): RangeTicket | null {
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

export interface RangeDrawInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  ranges: readonly RangeTicket[];
  /** Prize positions to fill. */
  count: number;
  onePerMember: boolean;
  /** A re-draw: tickets (indexes) and members drawn before in this raffle, never drawn again. */
  exclude?: { tickets: Iterable<number>; members: Iterable<number> };
}

export interface RangeWinner {
  ticket_index: number;
  ticket_number: number;
  user_id: number;
}

/** Winning tickets in prize-position order; fewer when fewer tickets (or members) are left. */
export function drawRangeWinners({
  serverSeed,
  clientSeed,
  nonce,
  ranges,
  count,
  onePerMember,
  exclude,
}: RangeDrawInput) {
  const total = ranges.length ? ranges[ranges.length - 1]!.last : 0;
  const takenMembers = new Set(exclude?.members ?? []);
  const left = ranges.filter((r) => !takenMembers.has(r.user_id));
  const members = new Set(left.map((r) => r.user_id)).size;
  const ticketsLeft = left.reduce((n, r) => n + r.last - r.first + 1, 0);
  const wanted = Math.min(Math.max(0, count), onePerMember ? members : ticketsLeft);
  const winners: RangeWinner[] = [];
  if (wanted === 0) return winners;
  const tickets = new Set<number>(exclude?.tickets ?? []);
  const won = new Set<number>();
  for (const index of ticketIndexes(serverSeed, clientSeed, nonce, total)) {
    const owner = ownerOf(ranges, index + 1)!;
    if (tickets.has(index) || takenMembers.has(owner.user_id) || (onePerMember && won.has(owner.user_id)))
      continue;
    tickets.add(index);
    won.add(owner.user_id);
    winners.push({ ticket_index: index, ticket_number: index + 1, user_id: owner.user_id });
    if (winners.length === wanted) break;
  }
  return winners;
}
