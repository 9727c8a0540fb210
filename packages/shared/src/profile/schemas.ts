import { badgeSchema, profileAchievementSchema } from '../achievements/schemas.ts';
import { text } from '../common/text.ts';
import { roleSchema } from '../common/user.ts';
import { z } from '../common/zod.ts';
import { friendshipSchema } from '../friends/schemas.ts';

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

/* ---------- POST /api/r/profile/update: three payload variants ---------- */

export const BIO_MAX = 500;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const handle = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v.trim().replace(/^@/, '')) : v),
    text({ max: 64 }).regex(pattern, message).nullable(),
  );

export const bioUpdateSchema = z.strictObject({
  bio: z.preprocess(
    blankToNull,
    text({
      max: BIO_MAX,
      maxMessage: `Bio must be at most ${BIO_MAX} characters`,
      multiline: true,
      trim: false,
    }).nullable(),
  ),
});

const casinoUsername = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.trim()) : v),
  text({ max: 64 })
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
