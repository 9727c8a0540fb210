/**
 * The lines of a frozen ticket list, as the draws hash them (decisions 018, 024 and 040): the server
 * builds the client seed from these lines (draws/draw.server.ts, wager-raffles/draw.server.ts), the
 * verify pages show them and the browser recomputes with them (draws/recompute.ts). Free of
 * node:crypto, so the browser can import it. `scripts/verify-draw.mjs` writes the same lines on its
 * own, on purpose: a verifier that imported our code would prove less.
 *
 * - `podium-draw-v1` (draws made before decision 040): `index:entry_id:user_id` per raffle ticket,
 *   `first-last:user_id` per wager-raffle range. The published name is not hashed.
 * - `podium-draw-v2`: the same, then `:` and the participant's published name (masked, SPEC §9, as it
 *   was at the draw) as a JSON string: `3:41:7:"lu*******a"`, `1-12:7:"lu*******a"`. A name changed
 *   in a file changes the client seed; a rename after the draw changes nothing (the name is frozen).
 *
 * Everything else (bytes, mapping, nonces) is the same in both.
 */
export const DRAW_ALGORITHM_V1 = 'podium-draw-v1';
export const DRAW_ALGORITHM_V2 = 'podium-draw-v2';
export type DrawAlgorithm = typeof DRAW_ALGORITHM_V1 | typeof DRAW_ALGORITHM_V2;

/** What every new draw uses. */
export const DRAW_ALGORITHM: DrawAlgorithm = DRAW_ALGORITHM_V2;

/** The algorithm a stored list was hashed with: set with its client seed; none means v1 (before 040). */
export const storedAlgorithm = (stored: string | null | undefined): DrawAlgorithm =>
  stored === DRAW_ALGORITHM_V2 ? DRAW_ALGORITHM_V2 : DRAW_ALGORITHM_V1;

/** A published name as a line ends with it: a JSON string, so no name can add a field or a line. */
const nameField = (name: string) => `:${JSON.stringify(name)}`;

/** A raffle ticket (index 0-based, in list order). */
export const ticketLine = (
  algorithm: DrawAlgorithm,
  index: number,
  t: { entry_id: number; user_id: number; name: string },
): string => `${index}:${t.entry_id}:${t.user_id}${algorithm === DRAW_ALGORITHM_V2 ? nameField(t.name) : ''}`;

/** A wager-raffle member's range of ticket numbers. */
export const rangeLine = (
  algorithm: DrawAlgorithm,
  r: { first: number; last: number; user_id: number; name: string },
): string => `${r.first}-${r.last}:${r.user_id}${algorithm === DRAW_ALGORITHM_V2 ? nameField(r.name) : ''}`;

/** The text whose SHA-256 is a raffle's client seed: its ticket lines joined by '\n'. */
export const ticketListText = (
  algorithm: DrawAlgorithm,
  tickets: readonly { entry_id: number; user_id: number; name: string }[],
): string => tickets.map((t, index) => ticketLine(algorithm, index, t)).join('\n');

/** The text whose SHA-256 is a wager raffle's client seed: its range lines joined by '\n'. */
export const rangeListText = (
  algorithm: DrawAlgorithm,
  ranges: readonly { first: number; last: number; user_id: number; name: string }[],
): string => ranges.map((r) => rangeLine(algorithm, r)).join('\n');
