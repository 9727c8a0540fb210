import { z } from '../common/zod.ts';

/**
 * GET /api/r/raffles/{id}/verify: everything needed to recompute a raffle's draws, and nothing else.
 * Saved as a file, it is what `node scripts/verify-draw.mjs FILE` checks. Before the first draw only
 * the commitment is known: `server_seed`, `client_seed` are null and `tickets`, `draws` are empty.
 */
const verifyWinnerSchema = z.object({
  position: z.number().int(),
  ticket_index: z.number().int(),
  entry_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
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
  algorithm: z.string(),
  raffle_id: z.number().int(),
  title: z.string(),
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  ticket_count: z.number().int(),
  /** The frozen list in canonical order (entry order); the username is shown, not hashed. */
  tickets: z.array(
    z.object({
      index: z.number().int(),
      entry_id: z.number().int(),
      user_id: z.number().int(),
      username: z.string(),
    }),
  ),
  draws: z.array(raffleDrawRecordSchema),
  explanation: z.array(z.string()),
});
export type RaffleVerify = z.infer<typeof raffleVerifySchema>;

/** The few lines the verify view shows (and the download carries) to explain the algorithm. */
export const drawExplanation = [
  'Before any entry, the site publishes the SHA-256 of a secret 32-byte server seed (its hex text).',
  'At the draw the ticket list is frozen in entry order; the SHA-256 of its lines "index:entry_id:user_id" (joined by a line feed) is the client seed.',
  'HMAC-SHA256 with the server seed as key over "client_seed:nonce:round" (round 0, 1, 2…) gives bytes; every 4 bytes are a number k from 0 to 2^32 - 1.',
  'With N tickets and span = floor(2^32 / N), k at or above span × N is skipped (no bias); otherwise ticket floor(k / span) is drawn, skipping members already drawn.',
  'The draw uses nonce 0; each re-draw of one winner uses the next nonce and skips everyone drawn before. The server seed is revealed after the draw.',
  'Check it yourself: save this data as a file and run `node scripts/verify-draw.mjs FILE`.',
] as const;
