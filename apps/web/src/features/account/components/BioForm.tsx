import { BIO_MAX, bioUpdateSchema } from '@podium/shared/members';
import type { CurrentUser } from '@podium/shared/user';
import { useId } from 'react';
import { cx } from '@/components/cx.ts';
import { updateAreas } from '../api/update-messages.ts';
import { useUpdateForm } from '../use-update-form.ts';
import { SaveButton } from './SaveButton.tsx';
import { FieldError, inputClass } from './TextField.tsx';

/** Profile Settings: the bio (at most 500 characters) with a live counter. */
export function BioForm({ user }: { user: CurrentUser }) {
  const id = useId();
  const { values, set, errors, submit, saving } = useUpdateForm(bioUpdateSchema, updateAreas.bio, {
    bio: user.bio ?? '',
  });
  const count = values.bio.length;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="flex items-end justify-between">
        <label htmlFor={id} className="text-sm font-semibold text-slate-200">
          Bio
        </label>
        <span
          id={`${id}-count`}
          className={cx('text-xs tabular-nums', count >= BIO_MAX ? 'text-amber-300' : 'text-slate-400')}
        >
          {count}/{BIO_MAX}
        </span>
      </div>
      <textarea
        id={id}
        name="bio"
        rows={4}
        maxLength={BIO_MAX}
        value={values.bio}
        onChange={(e) => set('bio', e.target.value)}
        placeholder="Tell the community about yourself"
        aria-invalid={errors.bio ? true : undefined}
        aria-describedby={cx(`${id}-count`, errors.bio && `${id}-error`)}
        className={cx(inputClass, 'resize-y')}
      />
      {errors.bio ? <FieldError id={`${id}-error`} message={errors.bio} /> : null}
      <SaveButton saving={saving} label="Save Profile" />
    </form>
  );
}
