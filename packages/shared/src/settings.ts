import { z } from 'zod';
import { type Theme, themeSchema } from './theme.ts';

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'Enter a full link starting with https://');

export const socialLinksSchema = z.object({
  youtube: optionalUrl,
  instagram: optionalUrl,
  kick: optionalUrl,
  discord: optionalUrl,
  twitter: optionalUrl,
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const casinoLabelsSchema = z.object({
  crypto1_label: z.string().trim().min(1, 'Required').max(40),
  crypto2_label: z.string().trim().min(1, 'Required').max(40),
  crypto3_label: z.string().trim().min(1, 'Required').max(40),
});

/** What an admin edits in Site settings and Theme; also what GET /api/r/settings returns. */
export const siteSettingsSchema = z.object({
  site_name: z.string().trim().min(1, 'Site name is required').max(60),
  site_description: z.string().trim().max(300),
  casino: casinoLabelsSchema,
  affiliate_url: optionalUrl,
  stream_channel: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9_-]*$/, 'Letters, digits, _ and - only'),
  socials: socialLinksSchema,
  theme: themeSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type { Theme };
