import { z } from '../common/zod.ts';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, type DrawAlgorithm } from '../draws/lines.ts';

/**
 * GET /api/r/raffles/{id}/verify: everything needed to recompute a raffle's draws, and nothing else.
 * Saved as a file, it is what `node verify-draw.mjs FILE` checks (the site serves the script at
 * /verify-draw.mjs). Before the first draw only the commitment is known: `server_seed`, `client_seed`
 * are null and `tickets`, `draws` are empty. Participants are published as member ids and masked names
 * (decision 040): the winners' own names are the public winners list's, not repeated here.
 */
const verifyWinnerSchema = z.object({
  position: z.number().int(),
  ticket_index: z.number().int(),
  entry_id: z.number().int(),
  user_id: z.number().int(),
});

export const raffleDrawRecordSchema = z.object({
  nonce: z.number().int(),
  kind: z.enum(['draw', 'redraw']),
  /** Winners this draw asked for: the raffle's number of winners, or 1 for a re-draw. */
  winners_wanted: z.number().int(),
  winners: z.array(verifyWinnerSchema),
  /** A re-draw: the winner it replaced and why. */
  replaced_user_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** The admin who drew, or null for the scheduled draw at the end time. */
  drawn_by: z.string().nullable(),
  drawn_at: z.string(),
});
export type RaffleDrawRecord = z.infer<typeof raffleDrawRecordSchema>;

export const raffleVerifySchema = z.object({
  /** podium-draw-v2 since decision 040; raffles drawn before keep podium-draw-v1. */
  algorithm: z.enum([DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2]),
  kind: z.literal('raffle'),
  raffle_id: z.number().int(),
  title: z.string(),
  server_seed_hash: z.string(),
  /** When the commitment was published: the raffle's creation (its seed never changes after). */
  server_seed_hash_published_at: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  ticket_count: z.number().int(),
  /**
   * The frozen list in canonical order (entry order). `name` is the member's masked username (SPEC §9)
   * as frozen at the draw; v2 hashes it, v1 does not (there it is today's, shown only).
   */
  tickets: z.array(
    z.object({
      index: z.number().int(),
      entry_id: z.number().int(),
      user_id: z.number().int(),
      name: z.string(),
    }),
  ),
  draws: z.array(raffleDrawRecordSchema),
  explanation: z.array(z.string()),
});
export type RaffleVerify = z.infer<typeof raffleVerifySchema>;

/** The few lines the verify view shows (and the download carries) to explain the algorithm. */
export const drawExplanation = (algorithm: DrawAlgorithm): string[] => [
  'Before any entry, the site publishes the SHA-256 of a secret 32-byte server seed (its hex text).',
  algorithm === DRAW_ALGORITHM_V2
    ? 'At the draw the ticket list is frozen in entry order; the SHA-256 of its lines index:entry_id:user_id:"masked name" (joined by a line feed) is the client seed.'
    : 'At the draw the ticket list is frozen in entry order; the SHA-256 of its lines "index:entry_id:user_id" (joined by a line feed) is the client seed.',
  'HMAC-SHA256 with the server seed as key over "client_seed:nonce:round" (round 0, 1, 2…) gives bytes; every 4 bytes are a number k from 0 to 2^32 - 1.',
  'With N tickets and span = floor(2^32 / N), k at or above span × N is skipped (no bias); otherwise ticket floor(k / span) is drawn, skipping members already drawn.',
  'The draw uses nonce 0 and gives places 1, 2, 3… in drawing order; each re-draw of one winner uses the next nonce, skips everyone drawn before and takes the replaced winner’s place. The server seed is revealed after the draw.',
  'Check it yourself: this page recomputes the draw in your browser; or save this data as a file, download /verify-draw.mjs and run `node verify-draw.mjs FILE --site <this site>`.',
];
