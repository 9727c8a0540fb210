import type { FieldErrors } from '@podium/shared/common/envelope';
import {
  bioUpdateSchema,
  casinoUpdateSchema,
  profileUpdateMessages,
  socialUpdateSchema,
} from '@podium/shared/profile/schemas';
import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { parse } from '../../lib/errors.ts';
import { type UserRow, users } from '../users/users.table.ts';
import { casinoConstraints, profileErrors } from './profile.errors.ts';

const variants = { bio: bioUpdateSchema, casino: casinoUpdateSchema, social: socialUpdateSchema } as const;
type Variant = keyof typeof variants;

/** The variant a payload is, by its keys; keys of another variant or of none are field errors. */
export function pickVariant(body: unknown): Variant {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw profileErrors.oneSection();
  const keys = Object.keys(body);
  const score = (v: Variant) => keys.filter((k) => k in variants[v].shape).length;
  const best = (Object.keys(variants) as Variant[]).reduce((a, b) => (score(b) > score(a) ? b : a));
  const extra = keys.filter((k) => !(k in variants[best].shape));
  if (score(best) === 0 || extra.length > 0) {
    const errors: FieldErrors = {};
    for (const k of extra) errors[k] = ['This field cannot be saved with this form.'];
    throw profileErrors.oneSection(errors);
  }
  return best;
}

/**
 * POST /api/r/profile/update for the signed-in member only: one of the three SPEC §7 payloads.
 * A casino username belongs to one member per casino — the unique indexes decide, so two members
 * claiming the same name at once cannot both win.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  body: unknown,
  casinoLabels: SiteSettings['casino'],
): Promise<{ user: UserRow; message: string }> {
  const variant = pickVariant(body);
  let values: Partial<typeof users.$inferInsert>;
  if (variant === 'bio') {
    values = { bio: parse(bioUpdateSchema, body).bio };
  } else if (variant === 'casino') {
    values = parse(casinoUpdateSchema, body);
  } else {
    const s = parse(socialUpdateSchema, body);
    values = {
      twitterUser: s.twitter_user,
      instagramUser: s.instagram_user,
      youtubeUser: s.youtube_user,
      tiktokUser: s.tiktok_user,
    };
  }
  try {
    const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
    return { user: user!, message: profileUpdateMessages[variant] };
  } catch (error) {
    throw constraintError(error, casinoConstraints(casinoLabels));
  }
}
