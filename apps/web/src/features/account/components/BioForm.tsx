import type { CurrentUser } from '@podium/shared/common/user';
import { BIO_MAX, bioUpdateSchema } from '@podium/shared/profile/schemas';
import { cx } from '@/components/cx.ts';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { useUpdateForm } from '@/features/account/use-update-form.ts';
import { SaveButton } from './SaveButton.tsx';

/** Profile Settings: the bio (at most 500 characters) with a live counter. */
export function BioForm({ user }: { user: CurrentUser }) {
  const { values, set, errors, submit, saving, id } = useUpdateForm('bio', bioUpdateSchema, {
    bio: user.bio ?? '',
  });
  const count = values.bio.length;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        id={id('bio')}
        name="bio"
        label="Bio"
        rows={4}
        maxLength={BIO_MAX}
        value={values.bio}
        onChange={(v) => set('bio', v)}
        placeholder="Tell the community about yourself"
        error={errors.bio}
        aside={
          <span className={cx(count >= BIO_MAX ? 'text-amber-300' : 'text-slate-400')}>
            {count}/{BIO_MAX}
          </span>
        }
      />
      <SaveButton saving={saving} label="Save Profile" />
    </form>
  );
}
