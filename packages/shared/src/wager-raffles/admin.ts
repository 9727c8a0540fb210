import { id } from '../common/ids.ts';
import { prizeIssues } from '../common/prizes.ts';
import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { claimInfoSchema, claimSettingsFields } from '../draws/claims.ts';
import { MAX_CASINOS, MAX_PRIZES, wagerRaffleAdminMessages as m, wagerRaffleStatuses } from './messages.ts';
import { prizeTypeSchema } from './schemas.ts';

const optionalImage = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  url({ sitePath: true }).nullable(),
);
const datetime = z.iso.datetime({ offset: true, error: 'Enter a date and time' });
/** Dollars with at most 2 decimals. */
const dollars = (max: number) =>
  z
    .number()
    .min(0.01)
    .max(max)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most 2 decimals');

/** One prize; its position is its place in the list (first = position 1). */
export const wagerRafflePrizeInputSchema = z
  .strictObject({
    prize_type: prizeTypeSchema,
    /** Dollars for cash, whole points for points, null (or left out) for custom. */
    prize_value: z.number().nullable().optional(),
    description: text({ max: 200 }),
    image_url: optionalImage.optional(),
  })
  .superRefine((p, ctx) => {
    for (const issue of prizeIssues(p))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** POST /api/admin/wager-raffles and PUT …/{id}: the whole raffle, prizes included. */
export const wagerRaffleInputSchema = z
  .strictObject({
    name: text({ max: 120, min: 1, minMessage: 'Name is required' }),
    description: text({ max: 5000, multiline: true }),
    image: optionalImage,
    casino_ids: z
      .array(id())
      .min(1, 'Choose at least one casino')
      .max(MAX_CASINOS)
      .refine((ids) => new Set(ids).size === ids.length, m.duplicateCasino),
    starts_at: datetime,
    end_date: datetime,
    dollars_per_ticket: dollars(1_000_000),
    auto_draw: z.boolean(),
    /** False (the default rule): a member wins at most one prize. */
    allow_multiple_wins: z.boolean(),
    prizes: z.array(wagerRafflePrizeInputSchema).min(1, 'Add at least one prize').max(MAX_PRIZES),
    /** Decision 064: a claim window in hours (null = none) and how many automatic re-draws. */
    ...claimSettingsFields,
  })
  .refine((r) => Date.parse(r.end_date) > Date.parse(r.starts_at), {
    message: m.endBeforeStart,
    path: ['end_date'],
  });
export type WagerRaffleInput = z.infer<typeof wagerRaffleInputSchema>;
export type WagerRafflePrizeInput = z.infer<typeof wagerRafflePrizeInputSchema>;

/** A raffle as the admin screens read it. */
export const adminWagerRaffleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  status: z.enum(wagerRaffleStatuses),
  starts_at: z.string(),
  end_date: z.string(),
  dollars_per_ticket: z.number(),
  auto_draw: z.boolean(),
  allow_multiple_wins: z.boolean(),
  claim_window_hours: z.number().int().nullable(),
  auto_redraws_allowed: z.number().int(),
  casino_ids: z.array(z.number().int()),
  frozen_at: z.string().nullable(),
  drawn_at: z.string().nullable(),
  server_seed_hash: z.string(),
  /** Decision 064: the claim settings and every winner's claim state. */
  claim: claimInfoSchema,
  prizes: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      prize_type: prizeTypeSchema,
      prize_value: z.number().nullable(),
      description: z.string(),
      image_url: z.string().nullable(),
      winner: z
        .object({
          user_id: z.number().int(),
          username: z.string(),
          winning_ticket_number: z.number().int(),
          payout_id: z.number().int().nullable(),
          handed_over_at: z.string().nullable(),
          handed_over_by: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type AdminWagerRaffle = z.infer<typeof adminWagerRaffleSchema>;

/** GET /api/admin/wager-raffles/{id}/tickets: the numbering now (live before the draw, frozen after). */
export const wagerRaffleTicketsSchema = z.object({
  frozen: z.boolean(),
  total_tickets: z.number().int(),
  total_wagered: z.number(),
  members: z.array(
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      first: z.number().int(),
      last: z.number().int(),
      ticket_count: z.number().int(),
      total_wagered: z.number(),
    }),
  ),
});
export type WagerRaffleTickets = z.infer<typeof wagerRaffleTicketsSchema>;
