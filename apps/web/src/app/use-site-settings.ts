import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { defaultTheme } from '@podium/shared/site-settings/theme-rules';
import { useSettings } from '@/api/get-site-settings.ts';
import { useLogError } from '@/lib/use-log-error.ts';

/** What the shell shows until settings arrive (they are embedded in the page, so normally never). */
const fallbackSettings: SiteSettings = {
  site_name: 'Podium',
  site_description: '',
  casino: { crypto1_label: '', crypto2_label: '', crypto3_label: '' },
  affiliate_url: '',
  stream_channel: '',
  socials: { youtube: '', instagram: '', kick: '', discord: '', twitter: '' },
  theme: defaultTheme,
};

/** The site settings for the shell; a failed refresh is only logged (SPEC §8). */
export function useSiteSettings(): SiteSettings {
  const { data, error } = useSettings();
  useLogError(error, 'Failed to load settings');
  return data ?? fallbackSettings;
}
