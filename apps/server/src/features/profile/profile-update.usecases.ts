import { casinoSlotFields } from '@podium/shared/common/casino-accounts';
import type { FieldErrors } from '@podium/shared/common/envelope';
import {
  bioUpdateSchema,
  casinoUpdateSchema,
  type ProfileUpdate,
  profileUpdateMessages,
  socialUpdateSchema,
} from '@podium/shared/profile/schemas';
import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError, invalidInput } from '../../lib/errors.ts';
import { linkCasinoAccounts } from '../casino-accounts/casino-accounts.usecases.ts';
import { lockMember } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { casinoConstraints, profileErrors } from './profile.errors.ts';
import { type ProfileFields, updateProfileFields } from './profile.repository.ts';

const variants = { bio: bioUpdateSchema, casino: casinoUpdateSchema, social: socialUpdateSchema } as const;
type Variant = keyof typeof variants;

/** The variant a payload is, by its keys; keys of another variant or of none are field errors. */
function pickVariant(body: unknown): Variant {
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
 * What a body the declared union refuses answers (the route's refusal, lib/validation.ts): one section
 * at a time, picked by its keys, then that section's own field errors. The union accepts exactly what
 * the picked section accepts (the sections share no key, and each needs all of its own).
 */
export function profileUpdateRefusal(body: unknown, error: z.ZodError): AppError {
  let variant: Variant;
  try {
    variant = pickVariant(body);
  } catch (refusal) {
    return refusal as AppError;
  }
  const section = variants[variant].safeParse(body);
  return invalidInput(section.success ? error : section.error);
}

/**
 * POST /api/r/profile/update for the signed-in member only: one of the three SPEC §7 payloads.
 * A casino username belongs to one member per casino, now and over time: the casino accounts decide
 * (decision 042), with the unique indexes behind them, so two members linking one name at once cannot
 * both win.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  update: ProfileUpdate,
  casinoLabels: SiteSettings['casino'],
): Promise<{ user: UserRow; message: string }> {
  let variant: Variant;
  let values: ProfileFields;
  if ('bio' in update) {
    variant = 'bio';
    values = { bio: update.bio };
  } else if ('crypto' in update) {
    variant = 'casino';
    values = update;
  } else {
    variant = 'social';
    values = {
      twitterUser: update.twitter_user,
      instagramUser: update.instagram_user,
      youtubeUser: update.youtube_user,
      tiktokUser: update.tiktok_user,
    };
  }
  try {
    const user =
      'crypto' in update
        ? await saveCasinoLinks(db, userId, update, casinoLabels)
        : await updateProfileFields(db, userId, values);
    return { user, message: profileUpdateMessages[variant] };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw constraintError(error, casinoConstraints(casinoLabels));
  }
}

const slotLabels = { 1: 'crypto1_label', 2: 'crypto2_label', 3: 'crypto3_label' } as const;

/**
 * The casino usernames and their casino accounts, in one transaction (decision 042): the member's row
 * first (their links take turns), the Settings fields (SPEC's current-user fields, kept as typed),
 * then each slot's account linked or released. An account another member holds is the same 409 as a
 * name another member has typed.
 */
async function saveCasinoLinks(
  db: Db,
  userId: number,
  update: Extract<ProfileUpdate, { crypto: unknown }>,
  labels: SiteSettings['casino'],
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const user = await updateProfileFields(tx, userId, update);
    const taken = await linkCasinoAccounts(tx, userId, {
      1: update.crypto,
      2: update.crypto2,
      3: update.crypto3,
    });
    if (taken !== null) throw profileErrors.casinoTaken(casinoSlotFields[taken], labels[slotLabels[taken]]);
    return user;
  });
}
