import { achievementCategorySchema, achievementCriteria, badgeSchema } from '../achievements/schemas.ts';
import { id, intParam } from '../common/ids.ts';
import { text } from '../common/text.ts';
import { currentUserSchema, roleSchema, userSummarySchema } from '../common/user.ts';
import { z } from '../common/zod.ts';
import { POINTS_HISTORY_PAGE_SIZE } from '../points/ledger.ts';
import { MAX_POINTS_ADJUSTMENT, pointsTransactionSchema } from '../points/schemas.ts';
import { membersErrors } from './errors.ts';

/* Admin member management: roles, points adjustments, the badge and achievement catalogues and grants. */

export const adminPointsAdjustmentSchema = z.strictObject({
  // Not a number or not whole: the message map's words, as every form says them (decision 049).
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'The amount cannot be zero')
    .refine(
      (n) => Math.abs(n) <= MAX_POINTS_ADJUSTMENT,
      `At most ${MAX_POINTS_ADJUSTMENT.toLocaleString('en-US')} points at a time`,
    ),
  reason: text({ max: 300, min: 3, minMessage: 'Give a reason (at least 3 characters)' }),
});

export const adminRoleSchema = z.strictObject({ role: roleSchema });

/** POST /api/admin/users/{id}/ban: why (on record in the audit log; staff see it, the member does not). */
export const adminBanSchema = z.strictObject({
  reason: text({ max: 300, min: 3, minMessage: 'Give a reason (at least 3 characters)' }),
});
export type AdminBanInput = z.infer<typeof adminBanSchema>;

/** POST /api/admin/users/{id}/unban: a reason is welcome, not required. */
export const adminUnbanSchema = z.strictObject({
  reason: text({ max: 300 }).optional(),
});
export type AdminUnbanInput = z.infer<typeof adminUnbanSchema>;

export const badgeInputSchema = z.strictObject({
  name: text({ max: 60, min: 1, minMessage: 'Name is required' }),
  icon: text({ max: 200, min: 1, minMessage: 'Icon is required' }),
  description: text({ max: 300, multiline: true }),
});

export const achievementInputSchema = z.strictObject({
  title: text({ max: 80, min: 1, minMessage: 'Title is required' }),
  description: text({ max: 300, multiline: true }),
  category: achievementCategorySchema,
  icon: text({ max: 200 }),
  /** What unlocks it automatically: a count or level reaching `threshold`; 'manual' = admins only. */
  criterion: z.enum(achievementCriteria),
  threshold: z.number().int().min(0).max(100_000_000),
  is_active: z.boolean(),
});
export type AchievementInput = z.infer<typeof achievementInputSchema>;

export const adminUserRowSchema = /* @__PURE__ */ userSummarySchema.extend({
  points: z.number().int(),
  xp: z.number().int(),
  level: z.number().int(),
  created_at: z.string(),
  last_active: z.string(),
  /** Set while the member is banned (decision 041). */
  banned_at: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminBadgeGrantSchema = z.strictObject({ badge_id: id('Choose a badge') });
export const adminAchievementGrantSchema = z.strictObject({ achievement_id: id('Choose an achievement') });

/** GET /api/admin/users?query=&page= */
export const ADMIN_USERS_PAGE_SIZE = 25;
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** A catalogue entry as admins edit it, with how many members have unlocked it. */
export const adminAchievementSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  category: achievementCategorySchema,
  icon: z.string(),
  criterion: z.enum(achievementCriteria),
  threshold: z.number().int(),
  is_active: z.boolean(),
  unlock_count: z.number().int(),
});
export type AdminAchievement = z.infer<typeof adminAchievementSchema>;

/** A ledger row as admins see it: with the admin who made it, for adjustments. */
export const adminPointsTransactionSchema = /* @__PURE__ */ pointsTransactionSchema.extend({
  actor: z.object({ id: z.number().int(), username: z.string(), display_name: z.string() }).nullable(),
});
export type AdminPointsTransaction = z.infer<typeof adminPointsTransactionSchema>;

/** Ledger rows per page in the admin view (the detail's `history` and each points-history page). */
export const ADMIN_HISTORY_PAGE_SIZE = POINTS_HISTORY_PAGE_SIZE;

/**
 * GET /api/admin/users/{id}: everything an admin sees about one member. Older history:
 * GET /api/admin/users/{id}/points-history?before={oldest id} answers AdminPointsTransaction[] (a
 * full page means there may be more).
 */
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema
    .extend(
      currentUserSchema.omit({ id: true, username: true, kick_username: true, avatar_url: true, role: true })
        .shape,
    )
    .extend({
      email: z.string().nullable(),
      points_earned: z.number().int(),
      /** Set when the member deleted their account (decision 023): nothing to ban or unban. */
      deleted_at: z.string().nullable(),
      /** The Admin's reason for the ban in force (null when not banned). */
      ban_reason: z.string().nullable(),
    }),
  badges: z.array(badgeSchema.extend({ granted_at: z.string() })),
  achievements: z.array(
    adminAchievementSchema.omit({ unlock_count: true }).extend({ unlocked_at: z.string() }),
  ),
  history: z.array(adminPointsTransactionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /api/admin/users/{id}/points: the new balances and the ledger row written. */
export const adminPointsResultSchema = z.object({
  points: z.number().int(),
  xp: z.number().int(),
  transaction: adminPointsTransactionSchema,
});
export type AdminPointsResult = z.infer<typeof adminPointsResultSchema>;

/** Catalogue key from a title: lower-case words joined by _ ('Rising Star!' → 'rising_star'). */
export function achievementKey(title: string): string {
  const key = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
    .replace(/_+$/, '');
  return key || 'achievement';
}

export const adminUsersQuerySchema = z.object({
  query: text({ max: 100, maxMessage: 'Search at most 100 characters' }).default(''),
  page: intParam({ min: 1, max: 100_000, message: 'Page must be a whole number from 1' }).default(1),
});

/** What the admin's member screens show after each change; the server answers the same words. */
export const membersMessages = {
  roleUpdated: 'Role updated',
  ownRole: membersErrors.ownRole.message,
  deleted: membersErrors.deleted.message,
  pointsAdjusted: 'Points adjusted',
  banned: 'Member banned: signed out everywhere',
  unbanned: 'Member unbanned: they can sign in again',
  ownBan: membersErrors.ownBan.message,
  badgeCreated: 'Badge created',
  badgeSaved: 'Badge saved',
  badgeDeleted: 'Badge deleted',
  badgeGranted: 'Badge granted',
  badgeRevoked: 'Badge revoked',
  achievementCreated: 'Achievement created',
  achievementSaved: 'Achievement saved',
  achievementDeleted: 'Achievement deleted',
  achievementGranted: 'Achievement granted',
  achievementRevoked: 'Achievement revoked',
} as const;
