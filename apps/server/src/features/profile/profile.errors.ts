import { profileErrors as catalogue } from '@podium/shared/profile/errors';
import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { errorOf, serverErrors } from '../../lib/errors.ts';

const errors = serverErrors(catalogue);

/** Profile pages and the member's own profile update: the refusals (the shared catalogue, decision 038). */
export const profileErrors = {
  ...errors,
  /** A casino username another member holds, under that casino's field; the site settings name it. */
  casinoTaken: (field: string, label: string) => {
    const message = catalogue.casinoTaken.message(label);
    return errorOf(catalogue.casinoTaken, message, { [field]: [message] });
  },
};

/** Each casino's unique (lower-case) username index, with the field and the label that name it. */
export const casinoConstraints = (labels: SiteSettings['casino']): ConstraintErrors => ({
  users_crypto_lower_key: () => profileErrors.casinoTaken('crypto', labels.crypto1_label),
  users_crypto2_lower_key: () => profileErrors.casinoTaken('crypto2', labels.crypto2_label),
  users_crypto3_lower_key: () => profileErrors.casinoTaken('crypto3', labels.crypto3_label),
});
