import { userSummarySchema } from '../common/user.ts';
import { z } from '../common/zod.ts';
import {
  claimStates,
  MAX_AUTO_REDRAWS,
  MAX_CLAIM_WINDOW_HOURS,
  MIN_CLAIM_WINDOW_HOURS,
} from './claim-words.ts';

/**
 * Claim windows and automatic re-draws (decision 064): the schemas. The rule and words, free of zod for
 * the pages, are in claim-words.ts.
 */
export const claimSettingsMessages = {
  windowRange: `Enter whole hours from ${MIN_CLAIM_WINDOW_HOURS} to ${MAX_CLAIM_WINDOW_HOURS}`,
  redrawsRange: `Enter a whole number from 0 to ${MAX_AUTO_REDRAWS}`,
} as const;

/** The two admin settings, as both raffle forms send them (left out of an edit: kept). */
export const claimSettingsFields = {
  /** Null: winners need not claim (prizes are awarded at the draw, as before). */
  claim_window_hours: z
    .number({ error: claimSettingsMessages.windowRange })
    .int(claimSettingsMessages.windowRange)
    .min(MIN_CLAIM_WINDOW_HOURS, claimSettingsMessages.windowRange)
    .max(MAX_CLAIM_WINDOW_HOURS, claimSettingsMessages.windowRange)
    .nullable()
    .optional(),
  auto_redraws_allowed: z
    .number({ error: claimSettingsMessages.redrawsRange })
    .int(claimSettingsMessages.redrawsRange)
    .min(0, claimSettingsMessages.redrawsRange)
    .max(MAX_AUTO_REDRAWS, claimSettingsMessages.redrawsRange)
    .optional(),
};

export const winnerClaimSchema = z.object({
  position: z.number().int(),
  user: userSummarySchema,
  state: z.enum(claimStates),
  /** When the claim window closes (closed) for this winner. */
  deadline: z.string(),
  claimed_at: z.string().nullable(),
  /** The nonce of the draw that drew this winner (0 = the draw). */
  nonce: z.number().int(),
  redrawn_nonce: z.number().int().nullable(),
  unclaimed_reason: z.enum(['limit', 'no_member_left']).nullable(),
});
export type WinnerClaim = z.infer<typeof winnerClaimSchema>;

/** The claim settings and every winner's claim state, drawn order (replaced winners included). */
export const claimInfoSchema = z.object({
  claim_window_hours: z.number().int().nullable(),
  auto_redraws_allowed: z.number().int(),
  auto_redraws_used: z.number().int(),
  claims: z.array(winnerClaimSchema),
});
export type ClaimInfo = z.infer<typeof claimInfoSchema>;

/** POST …/{id}/claim → data. */
export const claimResultSchema = z.object({
  position: z.number().int(),
  claimed_at: z.string(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;
