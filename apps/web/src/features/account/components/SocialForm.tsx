import type { CurrentUser } from '@podium/shared/common/user';
import { socialUpdateSchema } from '@podium/shared/profile/schemas';
import { TextField } from '@/components/form/TextField.tsx';
import { useUpdateForm } from '@/features/account/use-update-form.ts';
import { SaveButton } from './SaveButton.tsx';

const fields = [
  { name: 'twitter_user', label: 'Twitter (X) Username' },
  { name: 'instagram_user', label: 'Instagram Username' },
  { name: 'youtube_user', label: 'YouTube Handle' },
  { name: 'tiktok_user', label: 'TikTok Username' },
] as const;

/** Social Media: twitter, instagram, youtube and tiktok usernames. */
export function SocialForm({ user }: { user: CurrentUser }) {
  const { values, set, errors, submit, saving, id } = useUpdateForm('social', socialUpdateSchema, {
    twitter_user: user.twitter_user ?? '',
    instagram_user: user.instagram_user ?? '',
    youtube_user: user.youtube_user ?? '',
    tiktok_user: user.tiktok_user ?? '',
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {fields.map((f) => (
          <TextField
            key={f.name}
            id={id(f.name)}
            name={f.name}
            autoComplete="off"
            label={f.label}
            prefix="@"
            value={values[f.name]}
            onChange={(v) => set(f.name, v)}
            error={errors[f.name]}
          />
        ))}
      </div>
      <SaveButton saving={saving} label="Save Social Links" />
    </form>
  );
}
