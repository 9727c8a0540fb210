import type { Db, Tx } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { markCancelled } from './admin-raffles.repository.ts';
import { stateError } from './draw.usecases.ts';
import { pointsSpentByMember, removeLiveEntries } from './entries.repository.ts';
import { raffleErrors } from './raffles.errors.ts';
import { shareLockRaffle } from './raffles.repository.ts';
import type { RaffleRow } from './raffles.table.ts';

export interface RefundSummary {
  members: number;
  points: number;
}

/** Points back to each member, one ledger row each, in member order (the ledger locks the member rows). */
async function refundMembers(
  tx: Tx,
  refunds: { userId: number; points: number; tickets: number; reference: string }[],
  reason: (tickets: number) => string,
  actorId: number | null,
): Promise<RefundSummary> {
  let points = 0;
  for (const r of [...refunds].sort((a, b) => a.userId - b.userId)) {
    if (r.points <= 0) continue;
    const credit = await applyLedgerEntry(tx, {
      userId: r.userId,
      amount: r.points,
      kind: 'raffle_refund',
      reason: reason(r.tickets),
      reference: r.reference,
      actorId,
    });
    if (credit.applied) points += r.points;
  }
  return { members: refunds.filter((r) => r.points > 0).length, points };
}

/**
 * Cancels a raffle that has not been drawn, once: the conditional `SET cancelled_at … WHERE
 * cancelled_at IS NULL AND drawn_at IS NULL` decides (it waits for entries holding the raffle), then
 * every member's live points tickets come back in one ledger credit, reference `raffle_cancel:<id>`
 * (unique per member: a second refund cannot happen), the admin as actor. On record with the refunds.
 */
export async function cancelRaffle(db: Db, audit: AuditContext, raffleId: number): Promise<RefundSummary> {
  return db.transaction(async (tx) => {
    const row = await markCancelled(tx, raffleId, audit.actorId);
    if (!row) throw await stateError(tx, raffleId);
    const spent = await pointsSpentByMember(tx, raffleId);
    const refund = await refundMembers(
      tx,
      spent.map((s) => ({ ...s, reference: `raffle_cancel:${raffleId}` })),
      () => `Refund: ${row.title} was cancelled`,
      audit.actorId,
    );
    await recordAudit(tx, audit, {
      action: 'raffles.cancel',
      target: { type: 'raffle', id: raffleId },
      before: { cancelled: false },
      after: { cancelled: true, refunded_members: refund.members, refunded_points: refund.points },
    });
    return refund;
  });
}

/** Locks the raffle FOR SHARE (like an entry): a removal lands before the draw or is refused after it. */
async function openRaffle(tx: Tx, raffleId: number): Promise<RaffleRow> {
  const row = await shareLockRaffle(tx, raffleId);
  if (!row) throw raffleErrors.notFound();
  if (row.cancelledAt) throw raffleErrors.cancelled();
  if (row.drawnAt) throw raffleErrors.alreadyDrawn();
  return row;
}

/**
 * An admin takes tickets out before the draw; each once (`removed_at IS NULL` in the WHERE), recording
 * who. Removed points tickets are refunded in one ledger credit per member, reference
 * `raffle_refund:<first removed entry id>`, the admin as actor. Unknown or removed ids are a 404. On
 * record with the tickets taken out (and their member, when they are all one member's).
 */
export async function removeEntries(db: Db, audit: AuditContext, raffleId: number, entryIds: number[]) {
  const actorId = audit.actorId;
  return db.transaction(async (tx) => {
    const raffle = await openRaffle(tx, raffleId);
    const removed = await removeLiveEntries(tx, raffleId, [...new Set(entryIds)], actorId);
    if (removed.length !== new Set(entryIds).size) throw raffleErrors.entryNotFound();
    const byMember = new Map<number, { points: number; tickets: number; first: number }>();
    for (const e of removed) {
      const m = byMember.get(e.userId) ?? { points: 0, tickets: 0, first: e.id };
      byMember.set(e.userId, {
        points: m.points + e.pointsSpent,
        tickets: m.tickets + 1,
        first: Math.min(m.first, e.id),
      });
    }
    const refund = await refundMembers(
      tx,
      [...byMember].map(([userId, m]) => ({ userId, ...m, reference: `raffle_refund:${m.first}` })),
      (tickets) => `Refund: ${tickets} ${tickets === 1 ? 'ticket' : 'tickets'} removed from ${raffle.title}`,
      actorId,
    );
    await recordAudit(tx, audit, {
      action: 'raffles.remove_entries',
      target: { type: 'raffle', id: raffleId },
      member: byMember.size === 1 ? [...byMember.keys()][0] : null,
      before: {
        entries: [...removed]
          .sort((a, b) => a.id - b.id)
          .map((e) => ({
            id: e.id,
            user_id: e.userId,
            entry_type: e.entryType,
            points_spent: e.pointsSpent,
          })),
      },
      after: { removed: removed.length, refunded_points: refund.points },
    });
    return { removed: removed.length, refunded_points: refund.points };
  });
}
