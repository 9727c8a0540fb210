import { id } from '../common/ids.ts';
import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';
import {
  MAX_HUNT_AMOUNT,
  MAX_HUNT_MULTIPLIER,
  MAX_HUNT_PRIZE,
  MAX_LARGE_WIN_MULTIPLIER,
  bonusHuntMessages as m,
} from './messages.ts';
import { isCentStep } from './rules.ts';

// The texts and limits live in a file without zod (pages read them without loading zod).

export const huntStatuses = ['active', 'finished'] as const;
export type HuntStatus = (typeof huntStatuses)[number];

/** SPEC §3 Bonus hunt current › hunt (and the admin's fields beside it). */
export const bonusHuntSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_balance: z.number(),
  predictions_active: z.boolean(),
  status: z.enum(huntStatuses),
  prize_points: z.number().int(),
  prize_xp: z.number().int(),
  /** A win above this many times its bet needs the admin's confirmation (decision 047). */
  large_win_multiplier: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BonusHunt = z.infer<typeof bonusHuntSchema>;

export const huntStatisticsSchema = z.object({
  winnings: z.number(),
  break_even_multiplier: z.number(),
  average_multiplier: z.number(),
  highest_multiplier: z.number(),
});

/** SPEC §3 game: money in dollars with 2 decimals; `pending_win` marks the one being opened. */
export const huntGameSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  slot_name: z.string(),
  slot_image: z.string().nullable(),
  provider: z.object({ name: z.string() }),
  slot_bet: z.number(),
  slot_win: z.number().nullable(),
  multiplier: z.number().nullable(),
  pending_win: z.boolean(),
});
export type HuntGame = z.infer<typeof huntGameSchema>;

export const userHuntPredictionSchema = z.object({
  end_balance: z.number(),
  highest_multiplier: z.number(),
  highest_multiplier_game: z.string(),
  created_at: z.string(),
});

/** One winner of a hunt, by category, with what the category pays (points and XP). */
export const huntWinnerSchema = z.object({
  category: z.enum(['end_balance', 'highest_multiplier', 'correct_game']),
  username: z.string(),
  points: z.number().int(),
  xp: z.number().int(),
});
export type HuntWinner = z.infer<typeof huntWinnerSchema>;

/**
 * GET /api/r/bonus-hunts/current: the current hunt — the newest one started, running or finished, so a
 * finished hunt's result and winners stay on show until the next one starts (decision 045); hunt null
 * when there is none. GET /api/r/bonus-hunts/{huntId} answers the same for one hunt (the pinned
 * overlay). `winners` are the paid winners of a finished hunt, empty while it runs.
 */
export const bonusHuntCurrentSchema = z.object({
  hunt: bonusHuntSchema.nullable(),
  statistics: huntStatisticsSchema,
  games: z.array(huntGameSchema),
  user_prediction: userHuntPredictionSchema.nullable(),
  winners: z.array(huntWinnerSchema),
});
export type BonusHuntCurrent = z.infer<typeof bonusHuntCurrentSchema>;

/** SPEC §3 Prediction, with what the shared closest rule orders by (`submitted_at`, `id`). */
export const huntPredictionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  end_balance: z.number(),
  highest_multiplier: z.number(),
  highest_multiplier_game: z.string(),
  created_at: z.string(),
  submitted_at: z.string(),
  created_at_human: z.string(),
  user: z.object({ username: z.string(), kick_username: z.string().nullable(), avatar_url: z.string() }),
});
export type HuntPrediction = z.infer<typeof huntPredictionSchema>;

/** SPEC §3 History entry. */
export const huntHistoryEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_balance: z.number(),
  end_balance: z.number(),
  created_at: z.string(),
  created_at_human: z.string(),
  statistics: z.object({ average_multiplier: z.number(), highest_multiplier: z.number() }),
  predictions_count: z.number().int(),
  games_count: z.number().int(),
  /** Who won what (decision 047): the history cards name the winners; each card links to the hunt's page. */
  winners: z.array(huntWinnerSchema),
});
export type HuntHistoryEntry = z.infer<typeof huntHistoryEntrySchema>;

/**
 * A money or multiplier field: a JSON number or a numeric string ("numbers parsed", SPEC §7), 0 or
 * more, bounded, in steps of 0.01.
 */
const decimal = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,12}(\.\d{1,6})?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: m.numberRequired }).min(0, m.negative).max(max).refine(isCentStep, m.step),
  );
export const huntAmount = decimal(MAX_HUNT_AMOUNT);

/** POST /api/r/bonus-hunts/{huntId}/predict (SPEC §5, §7). */
export const huntPredictSchema = z.strictObject({
  end_balance: huntAmount,
  highest_multiplier: decimal(MAX_HUNT_MULTIPLIER),
  highest_multiplier_game: text({ max: 120, min: 1, minMessage: m.badGame }),
});
export type HuntPredictInput = z.infer<typeof huntPredictSchema>;
export const huntPredictResultSchema = z.object({ created: z.boolean() });

const prize = z.number().int('Whole numbers only').min(0).max(MAX_HUNT_PRIZE);

const huntSettingsSchema = z.strictObject({
  title: text({ max: 120, min: 1, minMessage: 'Title is required' }),
  start_balance: huntAmount,
  prize_points: prize,
  prize_xp: prize,
  predictions_active: z.boolean(),
  /** Optional: 10,000 when a new hunt leaves it out (decision 047). */
  large_win_multiplier: z
    .number({ error: m.numberRequired })
    .int('Whole numbers only')
    .min(1, 'Enter 1 or more')
    .max(MAX_LARGE_WIN_MULTIPLIER)
    .optional(),
});

/**
 * POST /api/admin/bonus-hunts: a new running hunt. While another runs it is refused (409
 * `another_running`) unless `confirm_concurrent` is true (decision 045).
 */
export const huntCreateSchema = huntSettingsSchema.extend({ confirm_concurrent: z.boolean().optional() });
export type HuntCreateInput = z.infer<typeof huntCreateSchema>;

/** PUT /api/admin/bonus-hunts/{id}: settings, predictions open or closed. */
export const huntUpdateSchema = huntSettingsSchema.partial();
export type HuntUpdateInput = z.infer<typeof huntUpdateSchema>;

/** POST /api/admin/bonus-hunts/{id}/games (and PUT …/games/{gameId}). */
export const huntGameInputSchema = z.strictObject({
  slot_name: text({ max: 120, min: 1, minMessage: 'Slot name is required' }),
  provider: text({ max: 80, min: 1, minMessage: 'Provider is required' }),
  slot_bet: huntAmount,
  slot_image: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    url({ sitePath: true }).nullable(),
  ),
});
export type HuntGameInput = z.infer<typeof huntGameInputSchema>;

/** PUT /api/admin/bonus-hunts/{id}/order: every game id of the hunt, in the new order. */
export const huntOrderSchema = z.strictObject({ game_ids: z.array(id()).min(1).max(500) });
export type HuntOrderInput = z.infer<typeof huntOrderSchema>;

/**
 * POST …/games/{gameId}/win: the win; after the hunt finished, a correction with its reason. A win
 * above the hunt's `large_win_multiplier` times the bet is refused (409 `large_win`) unless
 * `confirm_large_win` is true (decision 047).
 */
export const huntWinSchema = z.strictObject({
  slot_win: huntAmount,
  reason: text({ max: 200 }).optional(),
  confirm_large_win: z.boolean().optional(),
});
export type HuntWinInput = z.infer<typeof huntWinSchema>;

/** GET /api/admin/bonus-hunts/{id}: the hunt as the admin works it; `winners` so far while it runs. */
export const huntAdminDetailSchema = bonusHuntCurrentSchema.extend({
  hunt: bonusHuntSchema,
  predictions_count: z.number().int(),
});
export type HuntAdminDetail = z.infer<typeof huntAdminDetailSchema>;

export const huntAdminListEntrySchema = bonusHuntSchema.extend({
  games_count: z.number().int(),
  predictions_count: z.number().int(),
});
export type HuntAdminListEntry = z.infer<typeof huntAdminListEntrySchema>;

/** The `bonus-hunt` live topic's event: which hunt changed and how; clients refetch. */
export const huntLiveEventSchema = z.object({
  hunt_id: z.number().int(),
  change: z.enum(['games', 'win', 'state', 'predictions']),
});
export type HuntLiveEvent = z.infer<typeof huntLiveEventSchema>;
