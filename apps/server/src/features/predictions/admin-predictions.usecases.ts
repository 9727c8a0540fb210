import { ledgerReason } from '@podium/shared/predictions/messages';
import { refundAll, type Settlement, settle } from '@podium/shared/predictions/rules';
import type { PredictionCreateInput } from '@podium/shared/predictions/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { predictionErrors } from './predictions.errors.ts';
import {
  findPrediction,
  insertPrediction,
  markLocked,
  markRefunded,
  markSettled,
  outcomesOf,
  setPayout,
  stakesOf,
} from './predictions.repository.ts';
import type { PredictionRow } from './predictions.table.ts';

/** The audit entries' target for every prediction action: the prediction. */
const target = (id: number) => ({ type: 'prediction', id });

/** POST /api/admin/predictions: opens a prediction; answers its id. On record with its settings. */
export async function createPrediction(db: Db, audit: AuditContext, input: PredictionCreateInput) {
  const outcomes = input.outcomes;
  if (new Set(outcomes.map((o) => o.toLocaleLowerCase('en-US'))).size !== outcomes.length)
    throw predictionErrors.duplicateOutcome();
  const minStake = input.min_stake!;
  const maxStake = input.max_stake!;
  if (maxStake < minStake) throw predictionErrors.minAboveMax();
  const locksAt = input.locks_at ? new Date(input.locks_at) : null;
  if (locksAt && locksAt.getTime() <= Date.now()) throw predictionErrors.lockInPast();
  return db.transaction(async (tx) => {
    const id = await insertPrediction(
      tx,
      { title: input.title, locksAt, minStake, maxStake, createdBy: audit.actorId },
      outcomes,
    );
    await recordAudit(tx, audit, {
      action: 'predictions.create',
      target: target(id),
      after: {
        title: input.title,
        outcomes,
        locks_at: input.locks_at ?? null,
        min_stake: minStake,
        max_stake: maxStake,
      },
    });
    return id;
  });
}

/** The refusal for a prediction that cannot be locked or settled any more. */
async function stateError(db: Db | Tx, id: number) {
  const row = await findPrediction(db, id);
  if (!row) return predictionErrors.notFound();
  if (row.status === 'resolved' || row.status === 'cancelled') return predictionErrors.settled();
  return predictionErrors.notOpen();
}

/** POST /api/admin/predictions/{id}/lock: no more stakes (waits for stakes in flight). */
export async function lockPrediction(db: Db, audit: AuditContext, id: number) {
  await db.transaction(async (tx) => {
    const row = await markLocked(tx, id);
    if (!row) throw await stateError(tx, id);
    await recordAudit(tx, audit, {
      action: 'predictions.lock',
      target: target(id),
      before: { status: 'open' },
      after: { status: 'locked' },
    });
  });
}

/** Pays each settlement through the ledger, in member order (the ledger locks member rows). */
async function pay(tx: Tx, row: PredictionRow, settlements: Settlement[], actorId: number | null) {
  const stakes = await stakesOf(tx, row.id);
  for (const s of [...settlements].sort((a, b) => a.userId - b.userId)) {
    if (s.amount > 0) {
      await applyLedgerEntry(tx, {
        userId: s.userId,
        amount: s.amount,
        kind: s.kind === 'won' ? 'prediction_win' : 'prediction_refund',
        reason: ledgerReason(row.title, s.kind),
        reference: `prediction_${s.kind}:${row.id}`,
        actorId,
      });
    }
    const stake = stakes.find((st) => st.userId === s.userId);
    if (stake) await setPayout(tx, stake.id, s.amount);
  }
  // Losers are settled too: nothing back.
  for (const stake of stakes)
    if (!settlements.some((s) => s.userId === stake.userId)) await setPayout(tx, stake.id, 0);
}

const asStakes = (rows: Awaited<ReturnType<typeof stakesOf>>) =>
  rows.map((r) => ({ userId: r.userId, outcomeId: r.outcomeId, amount: r.amount, order: r.id }));

/**
 * POST /api/admin/predictions/{id}/resolve: the winning outcome, once. The conditional update on
 * `status` decides (a second resolve, or a cancel, finds it settled and pays nothing); then, in the same
 * transaction, the pool is shared (`settle`) through the ledger. Nobody on the winner: everyone is
 * refunded (`refunded` is set, and the answer says so).
 */
export function resolvePrediction(db: Db, audit: AuditContext, id: number, outcomeId: number) {
  return db.transaction((tx) => resolveInTransaction(tx, audit, id, outcomeId));
}

/** `resolvePrediction` inside the caller's transaction (the demo seed resolves one too). */
export async function resolveInTransaction(tx: Tx, audit: AuditContext, id: number, outcomeId: number) {
  const outcomes = await outcomesOf(tx, [id]);
  if (outcomes.length === 0) throw predictionErrors.notFound();
  if (!outcomes.some((o) => o.id === outcomeId)) throw predictionErrors.outcomeNotFound();
  const row = await markSettled(tx, id, {
    status: 'resolved',
    winningOutcomeId: outcomeId,
    settledBy: audit.actorId,
  });
  if (!row) throw await stateError(tx, id);
  const stakes = asStakes(await stakesOf(tx, id));
  const settlements = settle(stakes, outcomeId);
  const refunded = settlements.some((s) => s.kind === 'refund');
  if (refunded) await markRefunded(tx, id);
  await pay(tx, row, settlements, audit.actorId);
  const pool = stakes.reduce((sum, s) => sum + s.amount, 0);
  await recordAudit(tx, audit, {
    action: 'predictions.resolve',
    target: target(id),
    after: {
      status: 'resolved',
      winning_outcome_id: outcomeId,
      pool,
      refunded,
      paid_members: settlements.length,
    },
  });
  return { refunded };
}

/** POST /api/admin/predictions/{id}/cancel: every stake back, once (same guard as resolving). */
export async function cancelPrediction(db: Db, audit: AuditContext, id: number) {
  await db.transaction(async (tx) => {
    const row = await markSettled(tx, id, {
      status: 'cancelled',
      winningOutcomeId: null,
      settledBy: audit.actorId,
    });
    if (!row) throw await stateError(tx, id);
    const stakes = asStakes(await stakesOf(tx, id));
    await pay(tx, row, refundAll(stakes), audit.actorId);
    await recordAudit(tx, audit, {
      action: 'predictions.cancel',
      target: target(id),
      after: { status: 'cancelled', refunded_points: stakes.reduce((sum, s) => sum + s.amount, 0) },
    });
  });
}
