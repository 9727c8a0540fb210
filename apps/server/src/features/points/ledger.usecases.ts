import { POINTS_HISTORY_PAGE_SIZE } from '@podium/shared/points/ledger';
import { levelProgress } from '@podium/shared/points/levels';
import { MAX_POINTS_BALANCE } from '@podium/shared/points/schemas';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { users } from '../users/users.table.ts';
import { pointsErrors } from './points.errors.ts';
import { pointsTransactions } from './points.table.ts';

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
  const [member] = await tx
    .select({ points: users.points, xp: users.xp, pointsEarned: users.pointsEarned })
    .from(users)
    .where(eq(users.id, entry.userId))
    .for('update');
  if (!member) throw pointsErrors.memberNotFound();

  if (entry.reference) {
    const [seen] = await tx
      .select({ id: pointsTransactions.id })
      .from(pointsTransactions)
      .where(
        and(eq(pointsTransactions.userId, entry.userId), eq(pointsTransactions.reference, entry.reference)),
      )
      .limit(1);
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

  const [row] = await tx
    .insert(pointsTransactions)
    .values({
      userId: entry.userId,
      amount: entry.amount,
      xp,
      kind: entry.kind,
      reason: entry.reason,
      reference: entry.reference ?? null,
      actorId: entry.actorId ?? null,
      balanceAfter,
    })
    .returning({ id: pointsTransactions.id });
  const [updated] = await tx
    .update(users)
    .set({
      points: sql`${users.points} + ${entry.amount}`,
      pointsEarned: sql`${users.pointsEarned} + ${Math.max(0, entry.amount)}`,
      xp: sql`${users.xp} + ${xp}`,
    })
    .where(eq(users.id, entry.userId))
    .returning({ points: users.points, xp: users.xp, pointsEarned: users.pointsEarned });
  if (entry.amount > 0) await unlockReached(tx, entry.userId, 'points_earned', updated!.pointsEarned);
  if (xp > 0) await unlockReached(tx, entry.userId, 'level', levelProgress(updated!.xp).level);
  return { applied: true, points: updated!.points, xp: updated!.xp, transactionId: row!.id };
}

/** A ledger entry in its own transaction (for callers that have nothing else to write). */
export function applyLedger(db: Db, entry: LedgerEntry): Promise<LedgerResult> {
  return db.transaction((tx) => applyLedgerEntry(tx, entry));
}

/** A member's history, newest first, keyset-paginated by id. */
export async function pointsHistory(
  db: DbOrTx,
  userId: number,
  options: { before?: number; limit?: number } = {},
) {
  const limit = Math.min(Math.max(options.limit ?? POINTS_HISTORY_PAGE_SIZE, 1), 200);
  const rows = await db
    .select()
    .from(pointsTransactions)
    .where(
      options.before
        ? and(eq(pointsTransactions.userId, userId), lt(pointsTransactions.id, options.before))
        : eq(pointsTransactions.userId, userId),
    )
    .orderBy(desc(pointsTransactions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    xp: r.xp,
    reason: r.reason,
    balance_after: r.balanceAfter,
    created_at: r.createdAt.toISOString(),
  }));
}
