import { text } from './text.ts';
import { z } from './zod.ts';

export const roles = ['Member', 'VIP', 'Moderator', 'Admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
/** Moderators and admins: they run the site's draws, queues and payouts, so never take part in them. */
export const staffRoles: readonly Role[] = ['Moderator', 'Admin'];
export const isStaffRole = (role: Role): boolean => staffRoles.includes(role);

/** SPEC §3 "Current user": present at page load when signed in. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  kick_username: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_url: z.string(),
  role: roleSchema,
  bio: z.string().nullable(),
  crypto: z.string().nullable(),
  crypto2: z.string().nullable(),
  crypto3: z.string().nullable(),
  twitter_user: z.string().nullable(),
  instagram_user: z.string().nullable(),
  youtube_user: z.string().nullable(),
  tiktok_user: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A member as others see them in lists (friends, search, requests, the admin's table). */
export const userSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string(),
  kick_username: z.string().nullable(),
  role: roleSchema,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const devLoginSchema = z.strictObject({
  username: text({
    max: 32,
    min: 2,
    minMessage: 'Username must be at least 2 characters',
    maxMessage: 'Username must be at most 32 characters',
  }).regex(/^[A-Za-z0-9_.]+$/, 'Use letters, digits, _ and . only'),
});

/**
 * A username as a path segment names it (`/api/r/user/{username}`): text a username could be, taken
 * as it is (no trimming). Anything else names no one, so the route answers "not found".
 */
export const usernameParamSchema = text({ max: 100, min: 1, trim: false });
