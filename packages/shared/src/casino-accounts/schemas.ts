import { casinoAccountStatuses } from '../common/casino-accounts.ts';
import { id, intParam } from '../common/ids.ts';
import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';

export const casinoAccountStatusSchema = z.enum(casinoAccountStatuses);
const slotSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * One of the member's own casino accounts, as Settings shows it next to the username
 * (GET /api/r/profile/casino-accounts, and `casino_accounts` beside `user` in the profile update's answer).
 */
export const memberCasinoAccountSchema = z.object({
  slot: slotSchema,
  /** The current-user field the username is in (crypto, crypto2, crypto3). */
  field: z.enum(['crypto', 'crypto2', 'crypto3']),
  username: z.string(),
  status: casinoAccountStatusSchema,
  /** Refused: the staff member's reason, which the member reads. */
  refusal_reason: z.string().nullable(),
});
export type MemberCasinoAccount = z.infer<typeof memberCasinoAccountSchema>;

const memberRef = z.object({ id: z.number().int(), username: z.string(), display_name: z.string() });

/** A row of the admin queue (GET /api/admin/casino-accounts). */
export const adminCasinoAccountSchema = z.object({
  id: z.number().int(),
  slot: slotSchema,
  /** The casino's label from the site settings (crypto1_label…). */
  casino: z.string(),
  username: z.string(),
  account_key: z.string(),
  status: casinoAccountStatusSchema,
  refusal_reason: z.string().nullable(),
  /** Who holds it now; null when released (the link was cleared). */
  holder: memberRef.nullable(),
  linked_at: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  /** Lifetime wager recorded for this account on its casino's boards, in dollars (what is at stake). */
  wagered: z.number(),
});
export type AdminCasinoAccount = z.infer<typeof adminCasinoAccountSchema>;

export const CASINO_ACCOUNT_PAGE_SIZE = 25;

/** GET /api/admin/casino-accounts: by status, and a part of the username or of the holder's name. */
export const casinoAccountQueueQuerySchema = z.object({
  status: casinoAccountStatusSchema.optional(),
  q: text({ max: 64 }).optional(),
  page: intParam({ min: 1, max: 10_000, message: 'Page must be a whole number from 1' }).default(1),
});
export type CasinoAccountQueueQuery = z.infer<typeof casinoAccountQueueQuerySchema>;

export const casinoAccountPageSchema = z.object({
  accounts: z.array(adminCasinoAccountSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type CasinoAccountPage = z.infer<typeof casinoAccountPageSchema>;

const reason = text({
  max: 300,
  min: 3,
  minMessage: 'Give a reason (3 characters or more)',
  maxMessage: 'At most 300 characters',
  multiline: true,
});

/** POST /api/admin/casino-accounts/{id}/verify: nothing to say but optionally why. */
export const verifyCasinoAccountSchema = z.strictObject({ reason: reason.optional() });
export type VerifyCasinoAccountInput = z.infer<typeof verifyCasinoAccountSchema>;

/** POST /api/admin/casino-accounts/{id}/refuse: the member reads the reason in Settings. */
export const refuseCasinoAccountSchema = z.strictObject({ reason });
export type RefuseCasinoAccountInput = z.infer<typeof refuseCasinoAccountSchema>;

/** POST /api/admin/casino-accounts/{id}/move: to another member, with why; pending unless `verify`. */
export const moveCasinoAccountSchema = z.strictObject({
  user_id: id('Pick the member to move it to'),
  reason,
  verify: z.boolean().default(false),
});
export type MoveCasinoAccountInput = z.infer<typeof moveCasinoAccountSchema>;
