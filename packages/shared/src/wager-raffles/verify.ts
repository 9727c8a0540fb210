import { z } from '../common/zod.ts';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, type DrawAlgorithm } from '../draws/lines.ts';

/**
 * GET /api/r/wager-raffles/{id}/verify: everything needed to recompute a wager raffle's draw (decision
 * 024). `node verify-draw.mjs FILE` checks it like a raffle's (`kind: 'wager_raffle'` and `ranges` tell
 * it apart). Before the draw only the commitment is known. Participants are published as member ids
 * and masked names (decision 040): a full name beside a range would tell that member's wager.
 */
export const wagerRaffleVerifySchema = z.object({
  /** podium-draw-v2 since decision 040; lists frozen before keep podium-draw-v1. */
  algorithm: z.enum([DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2]),
  kind: z.literal('wager_raffle'),
  raffle_id: z.number().int(),
  title: z.string(),
  server_seed_hash: z.string(),
  /** When the commitment was published: the raffle's creation (its seed never changes after). */
  server_seed_hash_published_at: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  ticket_count: z.number().int(),
  one_prize_per_member: z.boolean(),
  /**
   * The frozen list: one range of ticket numbers per member, in ticket order. `name` is the member's
   * masked username (SPEC §9) as frozen with the list; v2 hashes it, v1 does not.
   */
  ranges: z.array(
    z.object({
      first: z.number().int(),
      last: z.number().int(),
      user_id: z.number().int(),
      name: z.string(),
    }),
  ),
  draws: z.array(
    z.object({
      nonce: z.number().int(),
      /** The draw (nonce 0), then each re-draw of an unclaimed prize (decision 064). */
      kind: z.enum(['draw', 'redraw']),
      winners_wanted: z.number().int(),
      winners: z.array(
        z.object({
          position: z.number().int(),
          ticket_index: z.number().int(),
          ticket_number: z.number().int(),
          user_id: z.number().int(),
        }),
      ),
      /** A re-draw: the winner it replaced and why ("not claimed in time"). */
      replaced_user_id: z.number().int().nullable(),
      reason: z.string().nullable(),
      drawn_by: z.string().nullable(),
      drawn_at: z.string(),
    }),
  ),
  explanation: z.array(z.string()),
});
export type WagerRaffleVerify = z.infer<typeof wagerRaffleVerifySchema>;

export const wagerDrawExplanation = (algorithm: DrawAlgorithm): string[] => [
  'When the raffle was created, the site published the SHA-256 of a secret 32-byte server seed (its hex text).',
  'Each member has one range of ticket numbers, floor(wager in the raffle period ÷ dollars per ticket) long, members in ascending id.',
  algorithm === DRAW_ALGORITHM_V2
    ? 'At the end the ranges are frozen; the SHA-256 of the lines first-last:user_id:"masked name" (joined by a line feed) is the client seed.'
    : 'At the draw the ranges are frozen; the SHA-256 of the lines "first-last:user_id" (joined by a line feed) is the client seed.',
  'HMAC-SHA256 with the server seed as key over "client_seed:0:round" (round 0, 1, 2…) gives bytes; every 4 bytes are a number k from 0 to 2^32 - 1.',
  'With N tickets and span = floor(2^32 / N), k at or above span × N is skipped (no bias); otherwise ticket number floor(k / span) + 1 wins the next prize position.',
  'A ticket never wins twice and, unless the raffle allows more, a member wins at most one prize. The server seed is revealed after the draw.',
  'A prize not claimed in time is re-drawn with the next nonce (1, 2…): one ticket, skipping every ticket and every member drawn before; the new winner takes that prize.',
  'Check it yourself: this page recomputes the draw in your browser; or save this data as a file, download /verify-draw.mjs and run `node verify-draw.mjs FILE --site <this site>`.',
];
