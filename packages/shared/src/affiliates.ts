import { z } from 'zod';

export const affiliateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string(),
  code: z.string(),
  benefits: z.array(z.string()),
  redirect_url: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

const url = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/, 'Enter a full link starting with https://');

export const affiliateInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60),
  logo_url: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => v === '' || /^(https?:\/\/|\/)\S+$/.test(v),
      'Enter a full link or a path starting with /',
    ),
  code: z.string().trim().max(40),
  benefits: z.array(z.string().trim().min(1).max(120)).max(8, 'At most 8 benefits'),
  redirect_url: url,
});
export type AffiliateInput = z.infer<typeof affiliateInputSchema>;

export const reorderSchema = z.object({ ids: z.array(z.number().int().positive()).min(1) });
