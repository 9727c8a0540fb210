import { id, intParam } from '../common/ids.ts';
import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import {
  MAX_MULTIPLIER,
  MAX_TOURNAMENT_PAYOUT,
  TOURNAMENT_SIZES,
  tournamentFilters,
  tournamentMessages,
} from './messages.ts';

// The texts and limits live in a file without zod (pages read them without loading zod).

const userRef = z.object({
  id: z.number().int(),
  username: z.string(),
  kick_username: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_url: z.string(),
});
export type TournamentUser = z.infer<typeof userRef>;

/** SPEC §3 Tournament match. Multipliers are numbers with 2 decimals (or null until recorded). */
export const tournamentMatchSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  match_number: z.number().int(),
  slot1_name: z.string().nullable(),
  slot2_name: z.string().nullable(),
  slot1_multiplier: z.number().nullable(),
  slot2_multiplier: z.number().nullable(),
  slot1_user: userRef.nullable(),
  slot2_user: userRef.nullable(),
  winner_name: z.string().nullable(),
  /** Which slot won (1 or 2): the winner by place, as two slots may share a name (decision 046). */
  winner_slot: z.number().int().nullable(),
  /** Each slot's seed, its place in round 1 (shown as "#3"); null while the slot is not known. */
  slot1_seed: z.number().int().nullable(),
  slot2_seed: z.number().int().nullable(),
});
export type TournamentMatch = z.infer<typeof tournamentMatchSchema>;

/** The card fields (SPEC §2/§3), shared by the list and the detail. */
export const tournamentCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  is_active: z.boolean(),
  predictions_active: z.boolean(),
  matches_count: z.number().int(),
  predictions_count: z.number().int(),
  progress: z.number().int(),
  winner_name: z.string().nullable(),
  created_at: z.string(),
});
export type TournamentCard = z.infer<typeof tournamentCardSchema>;

export const tournamentSchema = tournamentCardSchema.extend({
  points_per_correct: z.number().int(),
  xp_per_correct: z.number().int(),
  perfect_bonus_points: z.number().int(),
  perfect_bonus_xp: z.number().int(),
  matches: z.array(tournamentMatchSchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

const predictionMatches = z.object({
  matches: z.array(
    z.object({
      tournament_match_id: z.number().int(),
      predicted_winner_name: z.string(),
      /** The picked slot's seed: the pick's identity when two slots share a name (decision 046). */
      predicted_winner_seed: z.number().int(),
    }),
  ),
});
export type UserPrediction = z.infer<typeof predictionMatches>;

/** SPEC §3 Top and friend prediction entries. */
export const predictionEntrySchema = z.object({
  user: userRef,
  correct: z.number().int(),
  total: z.number().int(),
  accuracy: z.number(),
  saved_at: z.string(),
  prediction: predictionMatches,
});
export type PredictionEntry = z.infer<typeof predictionEntrySchema>;

export const tournamentDetailSchema = z.object({
  tournament: tournamentSchema,
  user_prediction: predictionMatches.nullable(),
  friend_predictions: z.array(predictionEntrySchema),
  top_predictions: z.array(predictionEntrySchema),
  all_predictions: z.array(predictionEntrySchema),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const tournamentListQuerySchema = z.object({
  page: intParam({ min: 1, max: 100_000, message: 'Page must be a whole number from 1' }).default(1),
  filter: z.enum(tournamentFilters).optional(),
});

/** POST /api/r/tournaments/{id}/predict (SPEC §7). */
export const predictSchema = z.strictObject({
  predictions: z
    .array(
      z.strictObject({
        match_id: id(),
        winner_name: text({ max: 120, min: 1 }),
        /** The picked slot's seed (decision 046); without it the name must name one slot of the match. */
        winner_seed: z.number().int().min(1).max(64).optional(),
      }),
    )
    .min(1, tournamentMessages.atLeastOne)
    .max(63, tournamentMessages.tooManyPicks),
});
export type PredictInput = z.infer<typeof predictSchema>;

const payout = z.number().int('Whole numbers only').min(0).max(MAX_TOURNAMENT_PAYOUT);
const slotInput = z.strictObject({
  name: text({ max: 120, min: 1, minMessage: 'Name every slot' }),
  user_id: id().nullable(),
});
export type SlotInput = z.infer<typeof slotInput>;

/** POST /api/admin/tournaments: name, size, slots (optionally called by a member), payout amounts. */
export const tournamentCreateSchema = z
  .strictObject({
    name: text({ max: 120, min: 1, minMessage: 'Name is required' }),
    size: z.union(TOURNAMENT_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<4>, ...z.ZodLiteral<number>[]], {
      error: 'Choose 4, 8, 16, 32 or 64 slots',
    }),
    slots: z.array(slotInput).max(64),
    points_per_correct: payout,
    xp_per_correct: payout,
    perfect_bonus_points: payout,
    perfect_bonus_xp: payout,
  })
  .refine((t) => t.slots.length === t.size, {
    message: 'Give one slot per bracket place',
    path: ['slots'],
  });
export type TournamentCreateInput = z.infer<typeof tournamentCreateSchema>;

/** PUT /api/admin/tournaments/{id}: settings any time; slots only before play. */
export const tournamentUpdateSchema = z.strictObject({
  name: text({ max: 120, min: 1, minMessage: 'Name is required' }).optional(),
  is_active: z.boolean().optional(),
  predictions_active: z.boolean().optional(),
  slots: z.array(slotInput).max(64).optional(),
  points_per_correct: payout.optional(),
  xp_per_correct: payout.optional(),
  perfect_bonus_points: payout.optional(),
  perfect_bonus_xp: payout.optional(),
});
export type TournamentUpdateInput = z.infer<typeof tournamentUpdateSchema>;

const multiplier = z.number().min(0).max(MAX_MULTIPLIER);

/**
 * POST /api/admin/tournaments/{id}/matches/{matchId}/result: the multipliers, and the winner for a tie
 * (or to set it directly). `reason` is required when correcting a recorded result.
 */
export const matchResultSchema = z.strictObject({
  slot1_multiplier: multiplier,
  slot2_multiplier: multiplier,
  winner_slot: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  reason: text({ max: 200 }).optional(),
});
export type MatchResultInput = z.infer<typeof matchResultSchema>;

export const tournamentLiveEventSchema = z.object({
  tournament_id: z.number().int(),
  change: z.enum(['result', 'predictions', 'settings']),
});
export type TournamentLiveEvent = z.infer<typeof tournamentLiveEventSchema>;
