import { levelProgress } from '@podium/shared/points/levels';
import { MAX_POINTS_BALANCE } from '@podium/shared/points/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { lockMember } from '../users/users.repository.ts';
import { addToBalance, appliedEntry, insertLedgerRow } from './ledger.repository.ts';
import { pointsErrors } from './points.errors.ts';

export interface LedgerEntry {
  userId: number;
  /** Signed points change (0 for an XP-only award). */
  amount: number;
  xp?: number;
  kind: string;
  reason: string;
  /** What caused it; the same reference for the same member is applied once. */
  reference?: string | null;
  actorId?: number | null;
}

export interface LedgerResult {
  /** False when the reference was already applied (nothing changed). */
  applied: boolean;
  points: number;
  xp: number;
  transactionId: number | null;
}

/**
 * The one way to change a member's points or XP. Inside the caller's transaction: locks the member's
 * row, refuses a debit the balance cannot cover and a credit past MAX_POINTS_BALANCE, appends the ledger row (skipped, with nothing
 * changed, when its reference was applied before) and updates the cached balance. The CHECK on
 * users.points is the backstop if anything else ever tries.
 */
export async function applyLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<LedgerResult> {
  const xp = entry.xp ?? 0;
  if (!Number.isSafeInteger(entry.amount) || !Number.isSafeInteger(xp) || xp < 0) {
    throw new Error('Ledger amounts must be integers and XP non-negative');
  }
  const member = await lockMember(tx, entry.userId);
  if (!member) throw pointsErrors.memberNotFound();

  if (entry.reference) {
    const seen = await appliedEntry(tx, entry.userId, entry.reference);
    if (seen) return { applied: false, points: member.points, xp: member.xp, transactionId: seen.id };
  }

  const balanceAfter = member.points + entry.amount;
  if (balanceAfter < 0) throw pointsErrors.insufficient();
  // The columns are bigint; these keep every balance and lifetime total an exact JavaScript number.
  if (
    balanceAfter > MAX_POINTS_BALANCE ||
    !Number.isSafeInteger(member.pointsEarned + Math.max(0, entry.amount)) ||
    !Number.isSafeInteger(member.xp + xp)
  ) {
    throw pointsErrors.balanceLimit();
  }

  const transactionId = await insertLedgerRow(tx, {
    userId: entry.userId,
    amount: entry.amount,
    xp,
    kind: entry.kind,
    reason: entry.reason,
    reference: entry.reference ?? null,
    actorId: entry.actorId ?? null,
    balanceAfter,
  });
  const updated = await addToBalance(tx, entry.userId, entry.amount, xp);
  if (entry.amount > 0) await unlockReached(tx, entry.userId, 'points_earned', updated.pointsEarned);
  if (xp > 0) await unlockReached(tx, entry.userId, 'level', levelProgress(updated.xp).level);
  return { applied: true, points: updated.points, xp: updated.xp, transactionId };
}

/** A ledger entry in its own transaction (for callers that have nothing else to write). */
export function applyLedger(db: Db, entry: LedgerEntry): Promise<LedgerResult> {
  return db.transaction((tx) => applyLedgerEntry(tx, entry));
}
