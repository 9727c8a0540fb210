/**
 * One line of a frozen ticket list, as the draws hash it (decisions 018 and 024): the server builds
 * the client seed from these lines (draws/draw.server.ts, wager-raffles/draw.server.ts) and the verify pages show them.
 * Free of node:crypto, so the browser can import it. `scripts/verify-draw.mjs` writes the same lines
 * on its own, on purpose: a verifier that imported our code would prove less.
 */

/** A raffle ticket: `index:entry_id:user_id` (index 0-based, in list order). */
export const ticketLine = (index: number, t: { entry_id: number; user_id: number }): string =>
  `${index}:${t.entry_id}:${t.user_id}`;

/** A wager-raffle member's range: `first-last:user_id`. */
export const rangeLine = (r: { first: number; last: number; user_id: number }): string =>
  `${r.first}-${r.last}:${r.user_id}`;
