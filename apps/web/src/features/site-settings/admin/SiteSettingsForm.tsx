import {
  type SiteSettings,
  siteSettingsMessages,
  siteSettingsSchema,
} from '@podium/shared/site-settings/schemas';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FormSection } from '@/components/form/FormSection.tsx';
import { SaveBar } from '@/components/form/SaveBar.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useSaveSettings } from './api/save-settings.ts';

type SiteFields = Omit<SiteSettings, 'theme'>;
type CasinoKey = keyof SiteFields['casino'];
type SocialKey = keyof SiteFields['socials'];

const withoutTheme = ({ theme: _theme, ...fields }: SiteSettings): SiteFields => fields;

const casinoFields: { key: CasinoKey; label: string }[] = [
  { key: 'crypto1_label', label: 'Casino 1 label' },
  { key: 'crypto2_label', label: 'Casino 2 label' },
  { key: 'crypto3_label', label: 'Casino 3 label' },
];

const socialFields: { key: SocialKey; label: string; placeholder: string }[] = [
  { key: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@channel' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/name' },
  { key: 'kick', label: 'Kick', placeholder: 'https://kick.com/channel' },
  { key: 'discord', label: 'Discord', placeholder: 'https://discord.gg/invite' },
  { key: 'twitter', label: 'X (Twitter)', placeholder: 'https://x.com/name' },
];

export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const [values, setValues] = useState<SiteFields>(() => withoutTheme(settings));
  const form = useFieldErrors('site-settings');
  const save = useSaveSettings();
  const saved = withoutTheme(settings);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const edit = (path: string, next: Partial<SiteFields>) => {
    form.clear(path);
    setValues((current) => ({ ...current, ...next }));
  };
  const text = (path: keyof SiteFields) => ({
    id: form.id(path),
    value: values[path] as string,
    error: form.errors[path],
    onChange: (v: string) => edit(path, { [path]: v }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The theme is saved from its own page: send the stored one unchanged.
    const input = form.validate(siteSettingsSchema, { ...values, theme: settings.theme });
    if (!input) return;
    save.mutate(input, {
      onSuccess: (envelope) => {
        if (envelope.data) setValues(withoutTheme(envelope.data));
        toast.success(envelope.message ?? siteSettingsMessages.saved);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormSection
        title="General"
        description="Shown in the navigation, the home page hero, the footer and the page title."
      >
        <TextField {...text('site_name')} label="Site name" maxLength={60} required autoComplete="off" />
        <TextAreaField
          {...text('site_description')}
          label="Site description"
          maxLength={300}
          rows={3}
          className="sm:col-span-2"
          hint={`${values.site_description.length}/300 characters`}
        />
      </FormSection>

      <FormSection
        title="Casino labels"
        description="The names of the three casino usernames members link in their settings."
      >
        {casinoFields.map(({ key, label }) => {
          const path = `casino.${key}`;
          return (
            <TextField
              key={key}
              id={form.id(path)}
              label={label}
              value={values.casino[key]}
              error={form.errors[path]}
              maxLength={40}
              required
              onChange={(v) => edit(path, { casino: { ...values.casino, [key]: v } })}
            />
          );
        })}
      </FormSection>

      <FormSection title="Links" description="Where the home page's buttons and stream embed point.">
        <TextField
          {...text('affiliate_url')}
          label="“Become an Affiliate” URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/affiliates"
        />
        <TextField
          id={form.id('stream_channel')}
          label="Kick stream channel"
          value={values.stream_channel || 'Not set yet'}
          onChange={() => undefined}
          readOnly
          hint={
            <>
              Entered once, in{' '}
              <Link
                to="/admin-new/kick"
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                Kick › Channel and events
              </Link>
              , where its broadcaster is looked up.
            </>
          }
        />
      </FormSection>

      <FormSection title="Social links" description="Leave a link empty to hide its button.">
        {socialFields.map(({ key, label, placeholder }) => {
          const path = `socials.${key}`;
          return (
            <TextField
              key={key}
              id={form.id(path)}
              label={label}
              type="url"
              inputMode="url"
              placeholder={placeholder}
              value={values.socials[key]}
              error={form.errors[path]}
              onChange={(v) => edit(path, { socials: { ...values.socials, [key]: v } })}
            />
          );
        })}
      </FormSection>

      <SaveBar
        dirty={dirty}
        pending={save.isPending}
        onDiscard={() => {
          form.setErrors({});
          setValues(saved);
        }}
      />
    </form>
  );
}
