import type { FieldErrors } from '@podium/shared/envelope';
import {
  bioUpdateSchema,
  casinoUpdateSchema,
  profileUpdateMessages,
  socialUpdateSchema,
} from '@podium/shared/members';
import type { SiteSettings } from '@podium/shared/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { AppError, badRequest, parse } from '../../lib/errors.ts';
import { type UserRow, users } from '../users/users.table.ts';

const variants = { bio: bioUpdateSchema, casino: casinoUpdateSchema, social: socialUpdateSchema } as const;
type Variant = keyof typeof variants;

const ONE_SECTION = 'Update one section at a time: the bio, the casino usernames or the social media links.';

/** The variant a payload is, by its keys; keys of another variant or of none are field errors. */
export function pickVariant(body: unknown): Variant {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(ONE_SECTION);
  const keys = Object.keys(body);
  const score = (v: Variant) => keys.filter((k) => k in variants[v].shape).length;
  const best = (Object.keys(variants) as Variant[]).reduce((a, b) => (score(b) > score(a) ? b : a));
  const extra = keys.filter((k) => !(k in variants[best].shape));
  if (score(best) === 0 || extra.length > 0) {
    const errors: FieldErrors = {};
    for (const k of extra) errors[k] = ['This field cannot be saved with this form.'];
    throw badRequest(ONE_SECTION, errors);
  }
  return best;
}

/** Which casino a unique-index name belongs to. */
const casinoFields = {
  users_crypto_lower_key: ['crypto', 'crypto1_label'],
  users_crypto2_lower_key: ['crypto2', 'crypto2_label'],
  users_crypto3_lower_key: ['crypto3', 'crypto3_label'],
} as const;

function violatedConstraint(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A casino username another member holds: the unique index says which casino, settings name it. */
function casinoTaken(error: unknown, labels: SiteSettings['casino']): AppError | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = violatedConstraint(error);
  const hit =
    constraint && constraint in casinoFields ? casinoFields[constraint as keyof typeof casinoFields] : null;
  if (!hit) return null;
  const message = `This ${labels[hit[1]]} is already linked to another member.`;
  return new AppError('profile.casino_taken', 409, message, { [hit[0]]: [message] });
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
    throw casinoTaken(error, casinoLabels) ?? error;
  }
}
