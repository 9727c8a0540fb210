import { idParam } from '../common/ids.ts';
import { z } from '../common/zod.ts';

/**
 * The most one admin adjustment may add or take away. Balances and amounts are `bigint` columns, so
 * the limits below are the economy's, not the database's.
 */
export const MAX_POINTS_ADJUSTMENT = 10_000_000;
/**
 * The most points a member may hold: a credit past it is refused (`points.balance_limit`, 409). Far
 * above any real economy, far below 2^53, so every balance stays an exact JavaScript number.
 */
export const MAX_POINTS_BALANCE = 1_000_000_000_000;

/** One ledger row of a points history (the member's own Stats tab, 'Points History'). */
export const pointsTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  xp: z.number().int(),
  reason: z.string(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

const transactionId = 'before must be a transaction id';

/** ?before={oldest id shown}: the next older page of a points history (the member's or the admin's). */
export const pointsHistoryQuerySchema = z.object({ before: idParam(transactionId).optional() });
