import { isOwnPayout } from '@podium/shared/payouts/rules';
import type { AdminPayout } from '@podium/shared/payouts/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { payoutsErrors } from './payouts.errors.ts';
import {
  decidePayout,
  findPayout,
  insertPayout,
  type NewPayout,
  type PayoutDecision,
  queuePayout,
} from './payouts.repository.ts';

/**
 * The one way into the payout queue, for every feature that owes a member cash (a VIP cash reward, a
 * wager-raffle cash prize). Call it inside the transaction that creates the debt; asking twice for
 * the same (`source`, `sourceId`) answers the first payout's id and adds nothing.
 */
export function requestPayout(tx: DbOrTx, payout: NewPayout): Promise<number> {
  if (!Number.isSafeInteger(payout.amountCents) || payout.amountCents <= 0) {
    throw new Error('A payout is a positive whole number of cents');
  }
  return insertPayout(tx, payout);
}

/** Why a decision matched nothing: the payout is gone, is the admin's own, or was decided already. */
async function decisionError(db: DbOrTx, id: number, actorId: number): Promise<AppError> {
  const row = await findPayout(db, id);
  if (!row) return payoutsErrors.notFound();
  if (isOwnPayout(row.userId, actorId)) return payoutsErrors.ownPayout();
  return payoutsErrors.alreadyDecided();
}

/** pending → paid or rejected by an admin other than the member, recording who, when and the reference or reason. */
export async function decide(
  db: Db,
  id: number,
  actorId: number,
  decision: PayoutDecision,
): Promise<AdminPayout> {
  if (!(await decidePayout(db, id, actorId, decision))) throw await decisionError(db, id, actorId);
  const row = await queuePayout(db, id);
  if (!row) throw payoutsErrors.notFound();
  return row;
}
