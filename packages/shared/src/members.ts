import { z } from 'zod';
import { roleSchema } from './user.ts';

export const achievementCategories = [
  'gaming',
  'social',
  'wagering',
  'milestone',
  'special',
  'bonus',
] as const;
export const achievementCategorySchema = z.enum(achievementCategories);
export type AchievementCategory = z.infer<typeof achievementCategorySchema>;

/** SPEC §3 Friendship, from the viewer's side. `id`/`status`/`sender_id` are null when there is none. */
export const friendshipSchema = z.object({
  id: z.number().int().nullable(),
  status: z.enum(['pending', 'accepted']).nullable(),
  sender_id: z.number().int().nullable(),
  can_send_request: z.boolean(),
  can_accept: z.boolean(),
  can_decline: z.boolean(),
  can_remove: z.boolean(),
});
export type Friendship = z.infer<typeof friendshipSchema>;

export const userSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string(),
  kick_username: z.string().nullable(),
  role: roleSchema,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** GET /api/r/friends/search: users with the viewer's friendship to each. */
export const friendSearchResultSchema = userSummarySchema.extend({ friendship: friendshipSchema });
export type FriendSearchResult = z.infer<typeof friendSearchResultSchema>;

/** GET /api/r/friends/requests: pending requests others sent the viewer. */
export const friendRequestSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user: userSummarySchema,
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendRequestInputSchema = z.object({
  user_id: z.coerce.number().int().positive('Choose a member'),
});

const profileAchievementSchema = z.object({
  id: z.number().int(),
  /** Reading A calls it title, reading B name: both are sent. */
  title: z.string(),
  name: z.string(),
  description: z.string(),
  category: achievementCategorySchema,
  icon: z.string(),
  unlocked: z.boolean(),
  unlocked_at: z.string().nullable(),
});
export type ProfileAchievement = z.infer<typeof profileAchievementSchema>;

export const badgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

const bonusHuntPredictionActivitySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  predicted_end_balance: z.number(),
  predicted_highest_multiplier: z.number(),
});

/**
 * GET /api/r/user/{username}: one response carrying the fields of both readings of SPEC §3 Profile
 * (A and B), so either reading of the page works; it also feeds the hover card. `friendship` and
 * `is_own_profile` are from the viewer's side.
 */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  kick_username: z.string().nullable(),
  global_name: z.string().nullable(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  avatar_url: z.string(),
  banner_url: z.string().nullable(),
  role: roleSchema,
  bio: z.string().nullable(),
  points: z.number().int(),
  xp: z.number().int(),
  level: z.number().int(),
  xp_next_level: z.number().int(),
  rank: z.number().int(),
  created_at: z.string(),
  member_since: z.string(),
  last_active: z.string(),
  last_seen: z.string(),
  twitter_user: z.string().nullable(),
  instagram_user: z.string().nullable(),
  youtube_user: z.string().nullable(),
  tiktok_user: z.string().nullable(),
  twitter: z.string().nullable(),
  website: z.string().nullable(),
  badges: z.array(badgeSchema),
  achievements: z.array(profileAchievementSchema),
  achievements_count: z.number().int(),
  bonus_hunt_predictions: z.number().int(),
  tournament_predictions: z.number().int(),
  raffle_entries: z.number().int(),
  stats: z.object({
    bonus_hunt_predictions: z.number().int(),
    tournament_predictions: z.number().int(),
    raffle_entries: z.number().int(),
    achievement_count: z.number().int(),
    rank: z.number().int(),
  }),
  recent_activity: z.object({
    bonus_hunt_predictions: z.array(bonusHuntPredictionActivitySchema),
    tournament_predictions: z.array(
      z.object({ id: z.number().int(), tournament_name: z.string(), created_at: z.string() }),
    ),
    raffle_entries: z.array(
      z.object({ id: z.number().int(), raffle_name: z.string(), created_at: z.string() }),
    ),
  }),
  friends_count: z.number().int(),
  is_own_profile: z.boolean(),
  friendship: friendshipSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Ledger rows per page of a points history, newest first (the member's own and the admin's view). */
export const POINTS_HISTORY_PAGE_SIZE = 50;

/** The member's own points history (Stats tab, 'Points History'): newest first. */
export const pointsTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  xp: z.number().int(),
  reason: z.string(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

/* ---------- POST /api/r/profile/update: three payload variants ---------- */

export const BIO_MAX = 500;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const handle = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v.trim().replace(/^@/, '')) : v),
    z.string().regex(pattern, message).nullable(),
  );

export const bioUpdateSchema = z.strictObject({
  bio: z.preprocess(
    blankToNull,
    z.string().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).nullable(),
  ),
});

const casinoUsername = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.trim()) : v),
  z
    .string()
    .max(64, 'At most 64 characters')
    .regex(/^[^\s<>]+$/, 'No spaces or angle brackets')
    .nullable(),
);
export const casinoUpdateSchema = z.strictObject({
  crypto: casinoUsername,
  crypto2: casinoUsername,
  crypto3: casinoUsername,
});

export const socialUpdateSchema = z.strictObject({
  twitter_user: handle(/^[A-Za-z0-9_]{1,15}$/, 'X (Twitter) usernames are 1–15 letters, digits or _'),
  instagram_user: handle(
    /^(?!.*\.\.)(?!\.)[A-Za-z0-9._]{1,30}(?<!\.)$/,
    'Instagram usernames are 1–30 letters, digits, . or _',
  ),
  youtube_user: handle(/^[A-Za-z0-9._-]{3,30}$/, 'YouTube handles are 3–30 letters, digits, ., _ or -'),
  tiktok_user: handle(/^[A-Za-z0-9._]{2,24}$/, 'TikTok usernames are 2–24 letters, digits, . or _'),
});

/** Which of the three variants a payload is (by its keys), so each form gets its own message. */
export const profileUpdateSchema = z.union([bioUpdateSchema, casinoUpdateSchema, socialUpdateSchema]);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileUpdateMessages = {
  bio: 'Profile updated successfully!',
  casino: 'Connections updated successfully!',
  social: 'Social media links updated successfully!',
  kickDisconnected: 'Kick account disconnected successfully!',
} as const;

/* ---------- admin ---------- */

export const adminPointsAdjustmentSchema = z.object({
  amount: z
    .number({ error: 'Enter a whole number of points' })
    .int('Enter a whole number of points')
    .refine((n) => n !== 0, 'The amount cannot be zero')
    .refine((n) => Math.abs(n) <= 10_000_000, 'At most 10,000,000 points at a time'),
  reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(300),
});

export const adminRoleSchema = z.object({ role: roleSchema });

export const badgeInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60),
  icon: z.string().trim().min(1, 'Icon is required').max(200),
  description: z.string().trim().max(300),
});

export const achievementCriteria = [
  'manual',
  'friends',
  'level',
  'points_earned',
  'bonus_hunt_predictions',
  'tournament_predictions',
  'raffle_entries',
] as const;

export const achievementInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(80),
  description: z.string().trim().max(300),
  category: achievementCategorySchema,
  icon: z.string().trim().max(200),
  /** What unlocks it automatically: a count or level reaching `threshold`; 'manual' = admins only. */
  criterion: z.enum(achievementCriteria),
  threshold: z.number().int().min(0).max(100_000_000),
  is_active: z.boolean(),
});
export type AchievementInput = z.infer<typeof achievementInputSchema>;

export const adminUserRowSchema = userSummarySchema.extend({
  points: z.number().int(),
  xp: z.number().int(),
  level: z.number().int(),
  created_at: z.string(),
  last_active: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminBadgeGrantSchema = z.object({
  badge_id: z.number({ error: 'Choose a badge' }).int('Choose a badge').positive('Choose a badge'),
});
export const adminAchievementGrantSchema = z.object({
  achievement_id: z
    .number({ error: 'Choose an achievement' })
    .int('Choose an achievement')
    .positive('Choose an achievement'),
});

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
export const adminPointsTransactionSchema = pointsTransactionSchema.extend({
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
  user: adminUserRowSchema.extend({
    name: z.string().nullable(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    bio: z.string().nullable(),
    crypto: z.string().nullable(),
    crypto2: z.string().nullable(),
    crypto3: z.string().nullable(),
    twitter_user: z.string().nullable(),
    instagram_user: z.string().nullable(),
    youtube_user: z.string().nullable(),
    tiktok_user: z.string().nullable(),
    points_earned: z.number().int(),
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
  query: z.string().trim().max(100, 'Search at most 100 characters').default(''),
  page: z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
});
export const pointsHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
