import type { AdminPointsResult } from '@podium/shared/members/schemas';
import type { Db } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { lockMember } from '../users/users.repository.ts';
import { ledgerRow } from './admin-history.repository.ts';
import { membersErrors } from './members.errors.ts';

/** An admin's signed adjustment: one ledger row with the admin as actor (never below zero), on record. */
export async function adjustPoints(
  db: Db,
  audit: AuditContext,
  userId: number,
  input: { amount: number; reason: string },
): Promise<AdminPointsResult> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (!member) throw membersErrors.notFound();
    if (member.deletedAt) throw membersErrors.deleted();
    const result = await applyLedgerEntry(tx, {
      userId,
      amount: input.amount,
      kind: 'admin_adjustment',
      reason: input.reason,
      actorId: audit.actorId,
    });
    await recordAudit(tx, audit, {
      action: 'members.points',
      target: { type: 'points_transaction', id: result.transactionId },
      member: userId,
      before: { points: result.points - input.amount },
      after: { points: result.points },
      reason: input.reason,
    });
    const transaction = await ledgerRow(tx, result.transactionId!);
    return { points: result.points, xp: result.xp, transaction: transaction! };
  });
}
