import { z } from 'zod';

export const roles = ['Member', 'VIP', 'Moderator', 'Admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

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

export const DEFAULT_AVATAR_COUNT = 5;

/** SPEC §9: one of five bundled default images, chosen by the id modulo 5. */
export function defaultAvatarUrl(id: number | string): string {
  const n = typeof id === 'number' ? id : Number(BigInt(id) % BigInt(DEFAULT_AVATAR_COUNT));
  const index = ((n % DEFAULT_AVATAR_COUNT) + DEFAULT_AVATAR_COUNT) % DEFAULT_AVATAR_COUNT;
  return `/avatars/default-${index}.svg`;
}

export const devLoginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(2, 'Username must be at least 2 characters')
    .max(32, 'Username must be at most 32 characters')
    .regex(/^[A-Za-z0-9_.]+$/, 'Use letters, digits, _ and . only'),
});
