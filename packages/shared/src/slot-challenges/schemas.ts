import { id } from '../common/ids.ts';
import { prizeIssues, prizeTypes } from '../common/prizes.ts';
import { text, textMessages, url } from '../common/text.ts';
import { validationMessages } from '../common/validation-messages.ts';
import { z } from '../common/zod.ts';
import { challengeMessages as m } from './messages.ts';
import { challengeStates, claimStatuses, MAX_MIN_BET, MAX_MULTIPLIER, MAX_PLACES } from './rules.ts';

// The texts and limits live in files without zod (pages read them without loading zod).

export const challengeWinnerSchema = z.object({
  place: z.number().int(),
  username: z.string(),
  casino_username: z.string(),
  decided_at: z.string(),
});
export type ChallengeWinner = z.infer<typeof challengeWinnerSchema>;

/** The viewer's latest claim on a challenge (the refusal's reason is theirs to read). */
export const myClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(claimStatuses),
  place: z.number().int().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type MyClaim = z.infer<typeof myClaimSchema>;

/** One challenge as the public page and the admin list show it. */
export const challengeSchema = z.object({
  id: z.number().int(),
  game: z.string(),
  min_multiplier: z.number(),
  /** Dollars. */
  min_bet: z.number(),
  prize_type: z.enum(prizeTypes),
  /** Dollars for cash, points for points, null for custom. */
  prize_value: z.number().nullable(),
  description: z.string(),
  /** The prize in words: "$100.00", "5,000 points" or the custom description. */
  prize_label: z.string(),
  /** The casino, and its Settings slot (which of the member's casino accounts must be verified). */
  casino: z.object({ id: z.number().int(), name: z.string(), slot: z.number().int() }),
  starts_at: z.string(),
  ends_at: z.string(),
  places: z.number().int(),
  places_taken: z.number().int(),
  state: z.enum(challengeStates),
  winners: z.array(challengeWinnerSchema),
  /** Claims waiting for review (admin list only; 0 on the public page). */
  pending_claims: z.number().int(),
  my_claim: myClaimSchema.nullable(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** A proof link: https only (no http:, javascript:, data:…). */
const proofUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  url({ max: 500 })
    .refine((v) => /^https:\/\//i.test(v), textMessages.url)
    .nullable(),
);

/** POST /api/r/slot-challenges/{id}/claims: the proof and the casino account it was played on. */
export const claimInputSchema = z
  .strictObject({
    casino_username: text({ max: 60, min: 1, minMessage: m.usernameRequired }),
    bet_url: proofUrl.optional(),
    image_url: proofUrl.optional(),
  })
  .refine((c) => Boolean(c.bet_url || c.image_url), { message: m.proofRequired, path: ['bet_url'] });
export type ClaimInput = z.infer<typeof claimInputSchema>;

/** A claim in the admin's review queue. */
export const adminClaimSchema = z.object({
  id: z.number().int(),
  challenge: z.object({ id: z.number().int(), game: z.string(), prize_label: z.string() }),
  user: z.object({ id: z.number().int(), username: z.string() }),
  casino_username: z.string(),
  bet_url: z.string().nullable(),
  image_url: z.string().nullable(),
  status: z.enum(claimStatuses),
  place: z.number().int().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

const datetime = z.iso.datetime({ offset: true, error: validationMessages.notADate });

/** POST /api/admin/slot-challenges: a new challenge. */
export const challengeCreateSchema = z
  .strictObject({
    game: text({ max: 100, min: 1, minMessage: m.gameRequired }),
    min_multiplier: z.number().positive().max(MAX_MULTIPLIER).multipleOf(0.01, 'At most 2 decimals'),
    min_bet: z.number().min(0).max(MAX_MIN_BET).multipleOf(0.01, 'At most 2 decimals'),
    prize_type: z.enum(prizeTypes),
    prize_value: z.number().nullable().optional(),
    description: text({ max: 200 }),
    platform_id: id(),
    starts_at: datetime,
    ends_at: datetime,
    places: z.number().int().min(1).max(MAX_PLACES),
  })
  .superRefine((c, ctx) => {
    for (const issue of prizeIssues(c))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type ChallengeCreateInput = z.input<typeof challengeCreateSchema>;
/** PUT /api/admin/slot-challenges/{id}: the same terms, while no place is taken. */
export const challengeUpdateSchema = challengeCreateSchema;

/** POST /api/admin/slot-challenges/claims/{id}/refuse: why (the member reads it). */
export const claimRefuseSchema = z.strictObject({
  reason: text({ max: 300, min: 1, minMessage: m.reasonRequired }),
});
export type ClaimRefuseInput = z.infer<typeof claimRefuseSchema>;

/** GET /api/admin/slot-challenges/casinos: the casinos a challenge may name (those with a casino slot). */
export const challengeCasinoSchema = z.object({ id: z.number().int(), name: z.string() });
export type ChallengeCasino = z.infer<typeof challengeCasinoSchema>;

/** The `slot-challenges` live topic's event: which challenge changed; clients refetch. */
export const challengeLiveEventSchema = z.object({
  challenge_id: z.number().int(),
  change: z.enum(['created', 'claim', 'review', 'updated', 'cancelled']),
});
export type ChallengeLiveEvent = z.infer<typeof challengeLiveEventSchema>;
