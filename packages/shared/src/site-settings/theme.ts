import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';

/** A CSS colour as the admin may type it: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla(). */
const colour = text({ max: 64 }).regex(
  /^(#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\))$/,
  'Enter a colour such as #a78bfa or rgba(15, 23, 42, 0.8)',
);

export const loaderStyles = ['bar', 'pulse', 'minimal'] as const;

export const themeSchema = z.strictObject({
  primary_color: colour,
  secondary_color: colour,
  accent_color: colour,
  background_start: colour,
  background_middle: colour,
  background_end: colour,
  card_background: colour,
  nav_background: colour,
  show_nav_logo: z.boolean(),
  show_nav_title: z.boolean(),
  nav_title_color: colour,
  loader_style: z.enum(loaderStyles),
});
export type Theme = z.infer<typeof themeSchema>;
