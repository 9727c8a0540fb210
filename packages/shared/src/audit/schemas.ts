import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';

/** An audit action's stable code: `<feature>.<verb>` in lower case (`members.role`, `raffles.draw`). */
export const AUDIT_ACTION = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9_]*$/;
export const auditActionSchema = z.string().regex(AUDIT_ACTION, 'Choose an action from the list');

export const AUDIT_PAGE_SIZE = 50;

/** One staff action on record (decision 039): who, what, on what, before → after, why, from where. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The staff member; null for the site itself (ADMIN_DISCORD_IDS at sign-in, `npm run role`). */
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** The member the action was on or for, when there is one. */
  target_member: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Every action code on record, for the filter. */
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-26' });
const idFilter = z.coerce
  .number({ error: 'Choose a member' })
  .int({ error: 'Choose a member' })
  .min(1, { error: 'Choose a member' })
  .max(2_147_483_647, { error: 'Choose a member' });

/** GET /api/admin/audit-log: filters (all optional) and the page. */
export const auditQuerySchema = z.strictObject({
  actor: idFilter.optional(),
  member: idFilter.optional(),
  action: text({ max: 80 }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
