import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { CSV_MAX_CHARS, csvImportModes, feedProviders, wagerFeedMessages } from './messages.ts';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * Admin: a platform's wager feed. `api_key` is write-only: left out it stays as stored, null clears
 * it, a value replaces it (encrypted at rest, never answered back).
 */
export const feedInputSchema = z.strictObject({
  provider: z.enum(feedProviders, { error: 'Choose a provider' }),
  account_id: z.preprocess(blankToNull, text({ max: 100 }).nullable()).optional(),
  api_key: z.preprocess(blankToNull, text({ max: 500 }).nullable()).optional(),
});
export type FeedInput = z.infer<typeof feedInputSchema>;

/**
 * Admin: a CSV upload (columns username, wagered, optional favourite game) for a period (default:
 * current). `replace` makes the file the period's whole list; `merge` adds its players and updates
 * the ones already there, keeping the others (decision 054).
 */
export const csvImportSchema = z.strictObject({
  csv: z.string().min(1, 'Choose a CSV file').max(CSV_MAX_CHARS, wagerFeedMessages.csvTooLarge),
  period_id: z.number().int().positive().optional(),
  mode: z.enum(csvImportModes, { error: 'Choose whether to replace the players or add to them' }),
});
export type CsvImport = z.infer<typeof csvImportSchema>;

const feedPeriodSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  players: z.number().int(),
});

/** What the admin sees of a platform's feed: never the key, only whether one is set and its last 4. */
export const feedSchema = z.object({
  platform_id: z.number().int(),
  platform_name: z.string(),
  platform_slug: z.string(),
  provider: z.string(),
  /** The providers this board may be switched to: the demo only where demo content is on (decision 033). */
  providers: z.array(z.enum(feedProviders)),
  account_id: z.string().nullable(),
  key_set: z.boolean(),
  key_last4: z.string().nullable(),
  cooldown_seconds: z.number().int(),
  last_synced_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  last_rows: z.number().int().nullable(),
  next_sync_at: z.string().nullable(),
  current_period: feedPeriodSchema.nullable(),
  /** The periods an upload may go to, newest first: the current one and the one before (if any). */
  periods: z.array(feedPeriodSchema),
});
export type Feed = z.infer<typeof feedSchema>;

/** "Test connection": the casino answered and was understood (rows counted, nothing written), or why not. */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  rows: z.number().int().nullable(),
  message: z.string(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
