import { idSchema } from '../common/ids.ts';
import { text, url } from '../common/text.ts';
import { z } from '../common/zod.ts';

export const affiliateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string(),
  code: z.string(),
  benefits: z.array(z.string()),
  redirect_url: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const affiliateInputSchema = z.strictObject({
  name: text({ max: 60, min: 1, minMessage: 'Name is required' }),
  logo_url: url({ sitePath: true, optional: true }),
  code: text({ max: 40 }),
  benefits: z
    .array(text({ max: 120, min: 1, minMessage: 'A benefit cannot be empty' }))
    .max(8, 'At most 8 benefits'),
  redirect_url: url(),
});
export type AffiliateInput = z.infer<typeof affiliateInputSchema>;

/** Admin lists put in order (affiliates, leaderboards): every id once; catalogues stay far below the cap. */
export const REORDER_MAX = 1000;
export const reorderSchema = z.strictObject({ ids: z.array(idSchema).min(1).max(REORDER_MAX) });

/** What the admin's affiliate screens show after each change; the server answers the same words. */
export const affiliatesMessages = {
  created: 'Affiliate created',
  saved: 'Affiliate saved',
  deleted: 'Affiliate deleted',
  orderSaved: 'Order saved',
} as const;
