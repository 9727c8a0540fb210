import { z } from './zod.ts';

/** A payout's state, wherever a cash prize is shown (the payout queue, VIP claims, wager-raffle prizes). */
export const payoutStatuses = ['pending', 'paid', 'rejected'] as const;
export const payoutStatusSchema = z.enum(payoutStatuses);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;
