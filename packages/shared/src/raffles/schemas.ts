import { prizeTypes } from '../common/prizes.ts';
import { text } from '../common/text.ts';
import { userSummarySchema } from '../common/user.ts';
import { z } from '../common/zod.ts';
import { claimInfoSchema } from '../draws/claims.ts';
import { MAX_POINTS_PER_REQUEST, raffleEntryTypes, raffleMessages, raffleStatuses } from './messages.ts';

export const raffleEntryTypeSchema = z.enum(raffleEntryTypes, {
  error: 'Choose how to enter: passwordless, points or password',
});
export type RaffleEntryType = z.infer<typeof raffleEntryTypeSchema>;

/** A raffle's winner (SPEC §3 winners[user]): the member, with the place they were drawn for. */
export const raffleWinnerSchema = /* @__PURE__ */ userSummarySchema.extend({ position: z.number().int() });
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

/**
 * A place's prize (decision 044): `prize_value` is dollars for cash, points for points, null for a custom
 * prize (its description says what it is).
 */
export const rafflePrizeSchema = z.object({
  position: z.number().int(),
  prize_type: z.enum(prizeTypes),
  prize_value: z.number().nullable(),
  description: z.string(),
});
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

/** The viewer's tickets in one raffle (all zero for a visitor). */
export const raffleUserEntriesSchema = z.object({
  passwordless: z.boolean(),
  password: z.boolean(),
  /** Points tickets held. */
  points: z.number().int(),
  /** Every ticket held, whatever the method: the numerator of the win chance. */
  total: z.number().int(),
});
export type RaffleUserEntries = z.infer<typeof raffleUserEntriesSchema>;

/** SPEC §3 Raffle (title and name both, as the two readings use either), plus the draw commitment. */
export const raffleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  start_datetime: z.string(),
  end_datetime: z.string(),
  status: z.enum(raffleStatuses),
  has_ended: z.boolean(),
  is_accepting_entries: z.boolean(),
  is_paused: z.boolean(),
  is_cancelled: z.boolean(),
  total_entries: z.number().int(),
  participants_count: z.number().int(),
  number_of_winners: z.number().int(),
  allow_passwordless_entry: z.boolean(),
  allow_points_entry: z.boolean(),
  /** Null means 1 (SPEC §5); read it with `pointsPerEntry`. */
  points_per_entry: z.number().int().nullable(),
  /** Most points tickets one member may hold; null = no limit. */
  max_tickets_per_member: z.number().int().nullable(),
  has_password_entry: z.boolean(),
  winners: z.array(raffleWinnerSchema),
  /** One per place, by position; empty when the raffle names its prize only in the description. */
  prizes: z.array(rafflePrizeSchema),
  user_entries: raffleUserEntriesSchema,
  /** SHA-256 of the secret server seed, public from creation; the seed itself is in the verify data. */
  server_seed_hash: z.string(),
  drawn_at: z.string().nullable(),
  /** Decision 064: the claim settings and each winner's claim state (empty before the draw or without a window). */
  claim: claimInfoSchema,
});
export type Raffle = z.infer<typeof raffleSchema>;

/** SPEC §3 Raffle entry: one per ticket, with its member. */
export const raffleEntrySchema = z.object({
  id: z.number().int(),
  entry_type: raffleEntryTypeSchema,
  created_at: z.string(),
  user: userSummarySchema,
});
export type RaffleEntry = z.infer<typeof raffleEntrySchema>;

/**
 * POST /api/r/raffles/{id}/enter (SPEC §7). `kick_username` is what the page holds; the server
 * checks the member's own link instead. `password` only for password entries, `points_spent` only for
 * points entries.
 */
export const raffleEnterSchema = z
  .strictObject({
    kick_username: text({ max: 100 }).nullable().optional(),
    entry_type: raffleEntryTypeSchema,
    password: text({ max: 100 }).nullable().optional(),
    points_spent: z
      .number({ error: raffleMessages.pointsRequired })
      .int('Whole points only')
      .min(1, 'Spend at least 1 point')
      .max(MAX_POINTS_PER_REQUEST)
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.entry_type === 'password' && !body.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: raffleMessages.passwordRequired });
    }
    if (body.entry_type === 'points' && !body.points_spent) {
      ctx.addIssue({ code: 'custom', path: ['points_spent'], message: raffleMessages.pointsRequired });
    }
  });
export type RaffleEnterInput = z.infer<typeof raffleEnterSchema>;

/** POST …/enter → data: what changed for the viewer. */
export const raffleEnterResultSchema = z.object({
  entry_type: raffleEntryTypeSchema,
  tickets_added: z.number().int(),
  user_entries: raffleUserEntriesSchema,
  total_entries: z.number().int(),
  /** The balance after a points entry; null for the other kinds. */
  user_points: z.number().int().nullable(),
});
export type RaffleEnterResult = z.infer<typeof raffleEnterResultSchema>;

/** The `raffle` live topic's event data: which raffle changed and how (the page refetches it). */
export interface RaffleLiveEvent {
  raffle_id: number;
  change: 'entries' | 'draw' | 'updated';
}
