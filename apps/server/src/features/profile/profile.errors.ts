import { userMessages } from '@podium/shared/common/user';
import { profileErrorCodes as codes } from '@podium/shared/profile/errors';
import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { AppError, defineError } from '../../lib/errors.ts';

/** Profile pages and the member's own profile update: the refusals. */
export const profileErrors = {
  userNotFound: defineError(codes.userNotFound, 404, userMessages.notFound),
  oneSection: defineError(
    codes.oneSection,
    400,
    'Update one section at a time: the bio, the casino usernames or the social media links.',
  ),
  /** A casino username another member holds; the site settings name the casino. */
  casinoTaken: (field: string, label: string) => {
    const message = `This ${label} is already linked to another member.`;
    return new AppError(codes.casinoTaken, 409, message, { [field]: [message] });
  },
};

/** Each casino's unique (lower-case) username index, with the field and the label that name it. */
export const casinoConstraints = (labels: SiteSettings['casino']): ConstraintErrors => ({
  users_crypto_lower_key: () => profileErrors.casinoTaken('crypto', labels.crypto1_label),
  users_crypto2_lower_key: () => profileErrors.casinoTaken('crypto2', labels.crypto2_label),
  users_crypto3_lower_key: () => profileErrors.casinoTaken('crypto3', labels.crypto3_label),
});
