import { socialUpdateSchema } from '@podium/shared/members';
import type { CurrentUser } from '@podium/shared/user';
import { updateAreas } from '../api/update-messages.ts';
import { useUpdateForm } from '../use-update-form.ts';
import { SaveButton } from './SaveButton.tsx';
import { TextField } from './TextField.tsx';

const fields = [
  { name: 'twitter_user', label: 'Twitter (X) Username' },
  { name: 'instagram_user', label: 'Instagram Username' },
  { name: 'youtube_user', label: 'YouTube Handle' },
  { name: 'tiktok_user', label: 'TikTok Username' },
] as const;

/** Social Media: twitter, instagram, youtube and tiktok usernames. */
export function SocialForm({ user }: { user: CurrentUser }) {
  const { values, set, errors, submit, saving } = useUpdateForm(socialUpdateSchema, updateAreas.social, {
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
            name={f.name}
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
