import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { type Theme, themeSchema } from './theme.ts';

const optionalUrl = url({ optional: true });

export const socialLinksSchema = z.strictObject({
  youtube: optionalUrl,
  instagram: optionalUrl,
  kick: optionalUrl,
  discord: optionalUrl,
  twitter: optionalUrl,
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

const casinoLabel = text({ max: 40, min: 1, minMessage: 'Required' });
export const casinoLabelsSchema = z.strictObject({
  crypto1_label: casinoLabel,
  crypto2_label: casinoLabel,
  crypto3_label: casinoLabel,
});

/** What an admin edits in Site settings and Theme; also what GET /api/r/settings returns. */
export const siteSettingsSchema = z.strictObject({
  site_name: text({ max: 60, min: 1, minMessage: 'Site name is required' }),
  site_description: text({ max: 300, multiline: true }),
  casino: casinoLabelsSchema,
  affiliate_url: optionalUrl,
  stream_channel: text({ max: 40 }).regex(/^[A-Za-z0-9_-]*$/, 'Letters, digits, _ and - only'),
  socials: socialLinksSchema,
  theme: themeSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type { Theme };

export const siteSettingsMessages = {
  saved: 'Settings saved',
} as const;
