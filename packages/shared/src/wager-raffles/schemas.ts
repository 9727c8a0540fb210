import { z } from '../common/zod.ts';
import { claimInfoSchema } from '../draws/claims.ts';
import { MAX_TICKET_NUMBERS_SHOWN, wagerRafflePrizeTypes, wagerRaffleStatuses } from './messages.ts';

/**
 * SPEC §3 wager raffles, as GET /api/r/wager-raffles and /{id} answer them. Money is in dollars,
 * `prize_value` is dollars for cash, points for points and null for a custom prize (its text is the
 * description). Fields beyond §3 (status, image, starts_at, time_remaining on the detail,
 * server_seed_hash, per-casino totals, the member's ticket range) are additions the pages use.
 */
export const prizeTypeSchema = z.enum(wagerRafflePrizeTypes);

const prizeBase = {
  id: z.number().int(),
  position: z.number().int(),
  prize_type: prizeTypeSchema,
  prize_value: z.number().nullable(),
  description: z.string(),
};

export const wagerRaffleCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  status: z.enum(wagerRaffleStatuses),
  starts_at: z.string(),
  end_date: z.string(),
  time_remaining: z.number().int(),
  total_tickets: z.number().int(),
  participants_count: z.number().int(),
  prizes: z.array(z.object(prizeBase)),
  /** Null for a visitor. */
  user_tickets: z.object({ ticket_count: z.number().int() }).nullable(),
});
export type WagerRaffleCard = z.infer<typeof wagerRaffleCardSchema>;

export const endedWagerRaffleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  drawn_at: z.string().nullable(),
  winners: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      user: z.object({ username: z.string() }),
      winning_ticket_number: z.number().int(),
      prize: z.object({
        prize_type: prizeTypeSchema,
        prize_value: z.number().nullable(),
        description: z.string(),
      }),
    }),
  ),
});
export type EndedWagerRaffle = z.infer<typeof endedWagerRaffleSchema>;

export const wagerRaffleListSchema = z.object({
  active_raffles: z.array(wagerRaffleCardSchema),
  ended_raffles: z.array(endedWagerRaffleSchema),
});
export type WagerRaffleList = z.infer<typeof wagerRaffleListSchema>;

export const wagerRafflePrizeSchema = z.object({
  ...prizeBase,
  image_url: z.string().nullable(),
  winner: z
    .object({
      user: z.object({ id: z.number().int(), avatar: z.string(), username: z.string() }),
      winning_ticket_number: z.number().int(),
      /** Custom prizes: when an admin marked it handed over. */
      handed_over_at: z.string().nullable(),
    })
    .nullable(),
});
export type WagerRafflePrize = z.infer<typeof wagerRafflePrizeSchema>;

export const wagerRaffleDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  status: z.enum(wagerRaffleStatuses),
  is_active: z.boolean(),
  has_ended: z.boolean(),
  auto_draw: z.boolean(),
  starts_at: z.string(),
  end_date: z.string(),
  time_remaining: z.number().int(),
  drawn_at: z.string().nullable(),
  total_tickets: z.number().int(),
  total_wagered: z.number(),
  dollars_per_ticket: z.number(),
  server_seed_hash: z.string(),
  /** Decision 064: the claim settings and every winner's claim state (empty before the draw or without a window). */
  claim: claimInfoSchema,
  statistics: z.object({ total_participants: z.number().int() }),
  /** The signed-in member's own participation; null for a visitor. */
  user_ticket: z
    .object({
      ticket_count: z.number().int(),
      total_wagered: z.number(),
      /** The first 50 (SPEC §9) of the member's ticket numbers. */
      individual_tickets: z.array(z.number().int()).max(MAX_TICKET_NUMBERS_SHOWN),
      first_ticket: z.number().int().nullable(),
      last_ticket: z.number().int().nullable(),
    })
    .nullable(),
  casinos: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
      platform_type: z.string(),
      total_wagered: z.number(),
    }),
  ),
  prizes: z.array(wagerRafflePrizeSchema),
  top_participants: z.array(
    z.object({
      user: z.object({
        id: z.number().int(),
        avatar: z.string(),
        /** Masked (SPEC §9). */
        username: z.string(),
        platform: z.string().nullable(),
      }),
      ticket_count: z.number().int(),
      total_wagered: z.number(),
    }),
  ),
});
export type WagerRaffleDetail = z.infer<typeof wagerRaffleDetailSchema>;
