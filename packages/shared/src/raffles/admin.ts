import { id } from '../common/ids.ts';
import { payoutStatusSchema } from '../common/payout-status.ts';
import { prizeIssues, prizeTypes } from '../common/prizes.ts';
import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { claimSettingsFields } from '../draws/claims.ts';
import { raffleErrors } from './errors.ts';
import { raffleEntrySchema, raffleSchema } from './schemas.ts';

export const MAX_RAFFLE_WINNERS = 100;

export const raffleAdminMessages = {
  created: 'Raffle created',
  saved: 'Raffle saved',
  paused: 'Entries paused',
  resumed: 'Entries resumed',
  drawn: 'Winners drawn',
  drawnNoEntries: 'The raffle had no entries: it ended with no winners.',
  redrawn: 'A new winner was drawn',
  cancelled: 'Raffle cancelled: points entries refunded',
  entriesRemoved: (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'} removed`,
  endBeforeStart: 'The end must be after the start',
  endInPast: 'The end must be in the future',
  /** Refusals' words the admin form and winners panel show too (their entries are in errors.ts). */
  noEntryMethod: raffleErrors.noEntryMethod.message,
  notDrawn: raffleErrors.notDrawn.message,
} as const;

const optionalImage = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  url({ sitePath: true }).nullable(),
);
const datetime = z.iso.datetime({ offset: true, error: 'Enter a date and time' });

/** One place's prize; its position is its place in the list (first = 1st place). */
export const rafflePrizeInputSchema = z
  .strictObject({
    prize_type: z.enum(prizeTypes, { error: 'Choose cash, points or custom' }),
    /** Dollars for cash, whole points for points, null (or left out) for custom. */
    prize_value: z.number().nullable().optional(),
    description: text({ max: 200 }),
  })
  .superRefine((p, ctx) => {
    for (const issue of prizeIssues(p))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type RafflePrizeInput = z.infer<typeof rafflePrizeInputSchema>;

/**
 * POST /api/admin/raffles and PUT …/{id}: the whole raffle. `prizes`: one per place or none (the
 * raffle then names its prize in the description); leaving it out of an edit keeps the prizes. `password`: a new word sets (or changes)
 * password entry, null removes it, leaving it out keeps what there is (it is stored hashed, so the
 * form never has it to send back).
 */
export const raffleInputSchema = z
  .strictObject({
    title: text({ max: 120, min: 1, minMessage: 'Title is required' }),
    description: text({ max: 5000, multiline: true }),
    image: optionalImage,
    start_datetime: datetime,
    end_datetime: datetime,
    number_of_winners: z.number().int().min(1).max(MAX_RAFFLE_WINNERS),
    allow_passwordless_entry: z.boolean(),
    allow_points_entry: z.boolean(),
    points_per_entry: z.number().int().min(1).max(100_000_000).nullable(),
    max_tickets_per_member: z.number().int().min(1).max(100_000).nullable(),
    password: text({ max: 100, min: 1, minMessage: 'Enter the password, or remove it' })
      .nullable()
      .optional(),
    prizes: z.array(rafflePrizeInputSchema).max(MAX_RAFFLE_WINNERS).optional(),
    /** Decision 064: a claim window in hours (null = none) and how many automatic re-draws. */
    ...claimSettingsFields,
  })
  .refine((r) => Date.parse(r.end_datetime) > Date.parse(r.start_datetime), {
    message: raffleAdminMessages.endBeforeStart,
    path: ['end_datetime'],
  })
  .superRefine((r, ctx) => {
    const places = r.number_of_winners;
    if (r.prizes && r.prizes.length > 0 && r.prizes.length !== places)
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: raffleErrors.prizesPerPlace.message(places),
      });
  });
export type RaffleInput = z.infer<typeof raffleInputSchema>;

/** POST …/{id}/redraw: replace one current winner (e.g. who did not claim), saying why. */
export const raffleRedrawSchema = z.strictObject({
  user_id: id('Choose the winner to replace'),
  reason: text({ max: 500, min: 3, minMessage: 'Say why this winner is replaced' }),
});
export type RaffleRedrawInput = z.infer<typeof raffleRedrawSchema>;

/** POST …/{id}/entries/remove: tickets to take out (points tickets are refunded). */
export const raffleEntriesRemoveSchema = z.strictObject({
  entry_ids: z.array(id()).min(1, 'Choose at least one entry').max(1000),
});

const actorSchema = z.object({ id: z.number().int(), username: z.string() }).nullable();

/** What happened to a place's prize when it went to a winner: paid, and taken back on a re-draw. */
export const rafflePrizeAwardSchema = z.object({
  position: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  prize_type: z.enum(prizeTypes),
  prize_value: z.number().nullable(),
  /** Cash: its payout in the queue and that payout's state. */
  payout: z.object({ id: z.number().int(), status: payoutStatusSchema }).nullable(),
  awarded_at: z.string(),
  /** Re-drawn: what became of it (decision 044); null while the winner holds the place. */
  taken_back: z
    .object({
      at: z.string(),
      outcome: z.enum(['points_taken_back', 'payout_rejected', 'payout_kept', 'custom']),
      /** Points taken back (down to the member's balance). */
      points: z.number().int().nullable(),
    })
    .nullable(),
});
export type RafflePrizeAward = z.infer<typeof rafflePrizeAwardSchema>;

/** A raffle as the admin list shows it: the public view (no viewer) plus who made and cancelled it. */
export const adminRaffleSchema = /* @__PURE__ */ raffleSchema.omit({ user_entries: true }).extend({
  created_by: actorSchema,
  cancelled_at: z.string().nullable(),
  cancelled_by: actorSchema,
  /** Every prize handed to a winner, replaced winners' included, oldest first. */
  prize_awards: z.array(rafflePrizeAwardSchema),
});
export type AdminRaffle = z.infer<typeof adminRaffleSchema>;

/** Every ticket, removed ones too, with what it cost and who removed it. */
export const adminRaffleEntrySchema = /* @__PURE__ */ raffleEntrySchema.extend({
  points_spent: z.number().int(),
  removed_at: z.string().nullable(),
  removed_by: actorSchema,
});
export type AdminRaffleEntry = z.infer<typeof adminRaffleEntrySchema>;

/** POST …/cancel → data. */
export const raffleCancelResultSchema = z.object({
  raffle: adminRaffleSchema,
  refunded_members: z.number().int(),
  refunded_points: z.number().int(),
});

/** POST …/entries/remove and DELETE …/entries/{entryId} → data. */
export const raffleRemoveResultSchema = z.object({
  removed: z.number().int(),
  refunded_points: z.number().int(),
});
