import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type DrawAlgorithm, ticketListText } from './lines.ts';

/**
 * Provably fair draws (ARCHITECTURE.md "Fairness", INTEGRATIONS.md "Provably fair draws"): raffles and
 * wager raffles pick winners with these functions and nothing else. Node only (node:crypto); the web
 * shows the published data and never draws. `scripts/verify-draw.mjs` repeats the same steps without
 * importing this file, so anyone can check a draw from its download alone.
 *
 * 1. Commit: a random 32-byte server seed (64 hex characters); `sha256(serverSeed)` is public from the
 *    start. Hashes and HMAC keys take the seed's hex text as UTF-8.
 * 2. Client seed: `sha256` of the frozen ticket list, one line per ticket in entry order, joined by
 *    '\n' (so any change to any ticket changes it): `index:entry_id:user_id` in `podium-draw-v1`, then
 *    `:"<published name>"` in `podium-draw-v2` (draws/lines.ts, decision 040).
 * 3. Bytes: `HMAC_SHA256(key = serverSeed, message = "clientSeed:nonce:round")`, round 0, 1, 2… as
 *    more bytes are needed; each 4 bytes are one big-endian 32-bit number k (the scheme's float is
 *    k / 2^32).
 * 4. Ticket: with N tickets and span = floor(2^32 / N), a k at or above span × N is skipped (so every
 *    ticket is exactly equally likely: no modulo bias), else the ticket is floor(k / span). A ticket
 *    whose member has already been drawn (in this draw or any earlier one of the raffle) is skipped, so
 *    winners are distinct members.
 * 5. Nonce 0 is the draw; each re-draw of one winner uses the next nonce and skips every member drawn
 *    before. The server seed is revealed once the first draw is made.
 * The browser repeats steps 2–5 with Web Crypto (draws/recompute.ts) on the verify page.
 */

/** A fresh secret server seed: 32 bytes from the operating system's CSPRNG, as 64 hex characters. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** What is published before the draw: the hash of the server seed. */
export const seedCommitment = (serverSeed: string): string => sha256Hex(serverSeed);

/** One ticket (one entry row), as the frozen list holds it. */
export interface DrawTicket {
  entry_id: number;
  user_id: number;
}

/** A ticket with its member's published name (masked, frozen at the draw): what v2 hashes. */
export interface NamedTicket extends DrawTicket {
  name: string;
}

/** The client seed of a frozen ticket list: the SHA-256 of its lines (draws/lines.ts). */
export const clientSeedOf = (algorithm: DrawAlgorithm, tickets: readonly NamedTicket[]): string =>
  sha256Hex(ticketListText(algorithm, tickets));

/** The 32-bit numbers of one draw, in order: 8 from each HMAC round. */
function* uint32s(serverSeed: string, clientSeed: string, nonce: number): Generator<number> {
  for (let round = 0; ; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < bytes.length; i += 4) yield bytes.readUInt32BE(i);
  }
}

/** Step 4: the ticket a 32-bit number k picks out of `ticketCount`, or null when k is skipped. */
export function ticketFor(k: number, ticketCount: number): number | null {
  const span = Math.floor(2 ** 32 / ticketCount);
  return k < span * ticketCount ? Math.floor(k / span) : null;
}

/** Ticket indexes 0…ticketCount−1 for one nonce, each equally likely (step 4). */
export function* ticketIndexes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  ticketCount: number,
): Generator<number> {
  if (!Number.isSafeInteger(ticketCount) || ticketCount < 1 || ticketCount > 2 ** 32) return;
  for (const k of uint32s(serverSeed, clientSeed, nonce)) {
    const ticket = ticketFor(k, ticketCount);
    if (ticket !== null) yield ticket;
  }
}

export interface DrawInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The frozen list, in canonical order. */
  tickets: readonly DrawTicket[];
  /** Winners wanted: fewer are drawn when fewer members are left. */
  count: number;
  /** Members drawn before (earlier draws of the raffle): never drawn again. */
  exclude?: Iterable<number>;
}

export interface DrawnTicket extends DrawTicket {
  ticket_index: number;
}

/** Draws up to `count` distinct members, skipping tickets of members already drawn. */
export function drawWinners({ serverSeed, clientSeed, nonce, tickets, count, exclude = [] }: DrawInput) {
  const taken = new Set(exclude);
  const left = new Set(tickets.map((t) => t.user_id).filter((id) => !taken.has(id)));
  const wanted = Math.min(Math.max(0, count), left.size);
  const winners: DrawnTicket[] = [];
  if (wanted === 0) return winners;
  for (const index of ticketIndexes(serverSeed, clientSeed, nonce, tickets.length)) {
    const ticket = tickets[index]!;
    if (taken.has(ticket.user_id)) continue;
    taken.add(ticket.user_id);
    winners.push({ ticket_index: index, entry_id: ticket.entry_id, user_id: ticket.user_id });
    if (winners.length === wanted) break;
  }
  return winners;
}
