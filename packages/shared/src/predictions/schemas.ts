import { id } from '../common/ids.ts';
import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import {
  DEFAULT_MAX_STAKE,
  DEFAULT_MIN_STAKE,
  MAX_OUTCOMES,
  MAX_STAKE_LIMIT,
  MIN_OUTCOMES,
  predictionMessages as m,
} from './messages.ts';
import { predictionStatuses } from './rules.ts';

// The texts and limits live in a file without zod (pages read them without loading zod).

export const topStakerSchema = z.object({ username: z.string(), amount: z.number().int() });

export const predictionOutcomeSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  pool: z.number().int(),
  /** Share of the whole pool, whole percent. */
  percent: z.number().int(),
  stakers: z.number().int(),
  top_stakers: z.array(topStakerSchema),
});
export type PredictionOutcome = z.infer<typeof predictionOutcomeSchema>;

/** The viewer's stake and, once settled, what came of it. */
export const userStakeSchema = z.object({
  outcome_id: z.number().int(),
  amount: z.number().int(),
  result: z.enum(['pending', 'won', 'lost', 'refunded']),
  /** Points paid back (won or refunded); 0 when lost or pending. */
  payout: z.number().int(),
});
export type UserStake = z.infer<typeof userStakeSchema>;

/** One prediction as the page, the overlay and the admin list show it. */
export const predictionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(predictionStatuses),
  locks_at: z.string().nullable(),
  min_stake: z.number().int(),
  max_stake: z.number().int(),
  total_pool: z.number().int(),
  stakers: z.number().int(),
  outcomes: z.array(predictionOutcomeSchema),
  winning_outcome_id: z.number().int().nullable(),
  /** Resolved with nobody on the winning outcome: every stake was refunded. */
  refunded: z.boolean(),
  user_stake: userStakeSchema.nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Prediction = z.infer<typeof predictionSchema>;

/** POST /api/r/predictions/{id}/stake: points on one outcome (added to the member's stake there). */
export const stakeSchema = z.strictObject({
  outcome_id: id(),
  points: z.number().int().min(1).max(MAX_STAKE_LIMIT),
});
export type StakeInput = z.infer<typeof stakeSchema>;
export const stakeResultSchema = z.object({
  stake: z.number().int(),
  user_points: z.number().int(),
});
export type StakeResult = z.infer<typeof stakeResultSchema>;

const stakeLimit = z.number().int().min(1).max(MAX_STAKE_LIMIT);

/**
 * POST /api/admin/predictions: a new open prediction. `locks_at` null: locked by hand. Stake limits
 * default to DEFAULT_MIN_STAKE and DEFAULT_MAX_STAKE.
 */
export const predictionCreateSchema = z.strictObject({
  title: text({ max: 120, min: 1, minMessage: m.titleRequired }),
  outcomes: z
    .array(text({ max: 60, min: 1, minMessage: m.outcomeRequired }))
    .min(MIN_OUTCOMES)
    .max(MAX_OUTCOMES),
  locks_at: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).nullable().optional(),
  min_stake: stakeLimit.default(DEFAULT_MIN_STAKE),
  max_stake: stakeLimit.default(DEFAULT_MAX_STAKE),
});
export type PredictionCreateInput = z.input<typeof predictionCreateSchema>;

/** POST /api/admin/predictions/{id}/resolve: the winning outcome. */
export const predictionResolveSchema = z.strictObject({ outcome_id: id() });
export type PredictionResolveInput = z.infer<typeof predictionResolveSchema>;

/** The `predictions` live topic's event: which prediction changed and how; clients refetch. */
export const predictionLiveEventSchema = z.object({
  prediction_id: z.number().int(),
  change: z.enum(['stake', 'state']),
});
export type PredictionLiveEvent = z.infer<typeof predictionLiveEventSchema>;
