import {
  type SiteSettings,
  siteSettingsMessages,
  siteSettingsSchema,
} from '@podium/shared/site-settings/schemas';
import type { Theme } from '@podium/shared/site-settings/theme';
import { defaultTheme } from '@podium/shared/site-settings/theme-rules';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { FormSection } from '@/components/form/FormSection.tsx';
import { SaveBar } from '@/components/form/SaveBar.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useSaveSettings } from '@/features/site-settings/admin/api/save-settings.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { ColourField } from './ColourField.tsx';
import { ThemePreview } from './ThemePreview.tsx';
import { colourGroups, loaderOptions } from './theme-fields.ts';

const same = (a: Theme, b: Theme) => JSON.stringify(a) === JSON.stringify(b);

export function ThemeForm({ settings }: { settings: SiteSettings }) {
  const [theme, setTheme] = useState<Theme>(settings.theme);
  const form = useFieldErrors('theme');
  const save = useSaveSettings();

  const edit = <K extends keyof Theme>(key: K, value: Theme[K]) => {
    form.clear(`theme.${key}`);
    setTheme((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(siteSettingsSchema, { ...settings, theme });
    if (!input) return;
    save.mutate(input, {
      onSuccess: (envelope) => {
        if (envelope.data) setTheme(envelope.data.theme);
        toast.success(envelope.message ?? siteSettingsMessages.saved);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <>
      <SectionHeader
        title="Theme"
        titleId="admin-section-title"
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={same(theme, defaultTheme) || save.isPending}
            onClick={() => {
              form.setErrors({});
              setTheme(defaultTheme);
              toast.info('Default theme restored. Save to apply it to the site.');
            }}
          >
            Reset to defaults
          </button>
        }
      >
        Colours, navigation and loading screen. The preview shows your edits; the site changes when you save.
      </SectionHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="space-y-5">
          {colourGroups.map((group) => (
            <FormSection key={group.title} title={group.title} description={group.description} columns={1}>
              {group.fields.map(({ key, label, hint }) => (
                <ColourField
                  key={key}
                  id={form.id(`theme.${key}`)}
                  label={label}
                  hint={hint}
                  value={theme[key]}
                  error={form.errors[`theme.${key}`]}
                  onChange={(v) => edit(key, v)}
                />
              ))}
            </FormSection>
          ))}
          <FormSection
            title="Navigation and loader"
            description="What the top bar shows and how the loading screen looks."
            columns={1}
          >
            <SwitchField
              id={form.id('theme.show_nav_logo')}
              label="Show logo in navigation"
              checked={theme.show_nav_logo}
              onChange={(v) => edit('show_nav_logo', v)}
            />
            <SwitchField
              id={form.id('theme.show_nav_title')}
              label="Show site name in navigation"
              checked={theme.show_nav_title}
              onChange={(v) => edit('show_nav_title', v)}
            />
            <ColourField
              id={form.id('theme.nav_title_color')}
              label="Navigation title colour"
              value={theme.nav_title_color}
              error={form.errors['theme.nav_title_color']}
              onChange={(v) => edit('nav_title_color', v)}
            />
            <SelectField
              id={form.id('theme.loader_style')}
              label="Loader style"
              value={theme.loader_style}
              options={loaderOptions}
              layout="row"
              error={form.errors['theme.loader_style']}
              onChange={(v) => edit('loader_style', v)}
            />
          </FormSection>
          <SaveBar
            dirty={!same(theme, settings.theme)}
            pending={save.isPending}
            onDiscard={() => {
              form.setErrors({});
              setTheme(settings.theme);
            }}
          />
        </div>
        <aside className="order-first lg:order-none">
          <div className="lg:sticky lg:top-24">
            <ThemePreview theme={theme} siteName={settings.site_name} />
          </div>
        </aside>
      </form>
    </>
  );
}
