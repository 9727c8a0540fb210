import { centsToAmount } from '@podium/shared/common/money';
import { isOwnPayout } from '@podium/shared/payouts/rules';
import type { AdminPayout } from '@podium/shared/payouts/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { type AuditContext, recordAudit, staffActor } from '../audit/audit.usecases.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { refundRejectedStorePayout } from '../store/store-payouts.usecases.ts';
import { payoutsErrors } from './payouts.errors.ts';
import {
  decidePayout,
  findPayout,
  insertPayout,
  type NewPayout,
  type PayoutDecision,
  queuePayout,
  rejectPendingPayout,
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

/**
 * pending → paid or rejected by an admin other than the member, recording who, when and the reference
 * or reason; on record for the member (decision 039), with the amount, and the reason of a rejection.
 */
export async function decide(
  db: Db,
  audit: AuditContext,
  id: number,
  decision: PayoutDecision,
): Promise<AdminPayout> {
  const actorId = staffActor(audit);
  await db.transaction(async (tx) => {
    const row = await decidePayout(tx, id, actorId, decision);
    if (!row) throw await decisionError(tx, id, actorId);
    const payout = {
      amount: centsToAmount(row.amountCents),
      source: row.source,
      source_id: row.sourceId,
    };
    await recordAudit(tx, audit, {
      action: decision.status === 'paid' ? 'payouts.paid' : 'payouts.rejected',
      target: { type: 'payout', id },
      member: row.userId,
      before: { status: 'pending' },
      after:
        decision.status === 'paid'
          ? { status: 'paid', reference: decision.reference, ...payout }
          : { status: 'rejected', ...payout },
      reason: decision.status === 'rejected' ? decision.reason : null,
    });
    if (decision.status === 'paid') {
      await notify(tx, {
        userId: row.userId,
        kind: 'payout_sent',
        ref: `payout:${row.id}`,
        data: { payout_id: row.id, amount_cents: row.amountCents, description: row.description },
      });
    }
    // A rejected store payout gives the points and the stock back, once, in this transaction (decision 043).
    if (decision.status === 'rejected' && row.source === 'store') {
      await refundRejectedStorePayout(tx, audit, { redemptionId: row.sourceId, reason: decision.reason });
    }
  });
  const row = await queuePayout(db, id);
  if (!row) throw payoutsErrors.notFound();
  return row;
}

/**
 * Takes back a payout its source no longer owes (a raffle winner re-drawn, decision 044): a pending one
 * is rejected with `reason` (the member reads it); a paid one stays paid, the money is out. Answers what
 * the payout is now: 'rejected' by this call or before, or 'paid'.
 */
export async function withdrawPayout(
  tx: DbOrTx,
  id: number,
  actorId: number | null,
  reason: string,
): Promise<'rejected' | 'paid'> {
  if (await rejectPendingPayout(tx, id, actorId, reason)) return 'rejected';
  const row = await findPayout(tx, id);
  return row?.status === 'paid' ? 'paid' : 'rejected';
}
