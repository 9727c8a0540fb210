import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';

/** The site's trust pages (decision 023), each at /{slug}. */
export const trustSlugs = ['terms', 'privacy', 'responsible-gambling'] as const;
export const trustSlugSchema = z.enum(trustSlugs);
export type TrustSlug = z.infer<typeof trustSlugSchema>;

export const TRUST_BODY_MAX = 20_000;

/** A trust page as shown: its body is plain text, paragraphs separated by blank lines (never HTML). */
export const trustPageSchema = z.object({
  slug: trustSlugSchema,
  title: z.string(),
  body: z.string(),
  /** null: the built-in default text, never edited. */
  updated_at: z.string().nullable(),
  /** Shown as "Last updated": when an admin last saved the page, else when its built-in text was revised. */
  last_updated: z.string(),
});
export type TrustPage = z.infer<typeof trustPageSchema>;

/** PUT /api/admin/trust/{slug}. */
export const trustPageUpdateSchema = z.strictObject({
  title: text({ max: 100, min: 1, minMessage: 'Title is required' }),
  body: text({ max: TRUST_BODY_MAX, min: 1, minMessage: 'Text is required', multiline: true }),
});
export type TrustPageUpdate = z.infer<typeof trustPageUpdateSchema>;
