import { pointsErrorCodes } from '@podium/shared/points/errors';
import { ledgerReason } from '@podium/shared/predictions/messages';
import { stakeLimitRefusal } from '@podium/shared/predictions/rules';
import type { StakeInput, StakeResult } from '@podium/shared/predictions/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError, hasCode } from '../../lib/errors.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { lockMember } from '../users/users.repository.ts';
import { predictionErrors, stakeConstraints } from './predictions.errors.ts';
import {
  addToStake,
  findStake,
  insertStake,
  outcomesOf,
  shareLockPrediction,
} from './predictions.repository.ts';

/** A stake's failure in the predictions' words: the ledger's refusal restated, constraints mapped. */
function stakeError(error: unknown): unknown {
  if (hasCode(error, pointsErrorCodes.insufficient)) return predictionErrors.insufficientPoints();
  if (error instanceof AppError) return error;
  return constraintError(error, stakeConstraints);
}

/**
 * A stake inside the caller's transaction (the request's own, or a savepoint of the Kick webhook's for
 * `!bet`): the prediction FOR SHARE (locking and settling wait for a stake in flight; a stake after them
 * sees it locked or settled), the member FOR UPDATE (one member's stakes take turns, so "one outcome"
 * and the maximum hold), the rules, the stake row, then the ledger debit — so 'Insufficient Points'
 * leaves nothing once the transaction rolls back. Each addition is its own ledger row, reference
 * `prediction_stake:<stake id>:<n>`.
 */
export async function stakeIn(
  tx: Tx,
  userId: number,
  predictionId: number,
  input: StakeInput,
): Promise<StakeResult> {
  try {
    const prediction = await shareLockPrediction(tx, predictionId);
    if (!prediction) throw predictionErrors.notFound();
    if (prediction.status === 'resolved' || prediction.status === 'cancelled')
      throw predictionErrors.settled();
    if (prediction.status === 'locked' || prediction.lockPassed) throw predictionErrors.locked();
    const outcomes = await outcomesOf(tx, [predictionId]);
    if (!outcomes.some((o) => o.id === input.outcome_id)) throw predictionErrors.outcomeNotFound();
    if (!(await lockMember(tx, userId))) throw predictionErrors.loginRequired();

    const existing = await findStake(tx, predictionId, userId);
    if (existing && existing.outcomeId !== input.outcome_id) throw predictionErrors.otherOutcome();
    const refusal = stakeLimitRefusal(input.points, prediction, existing?.amount ?? 0);
    if (refusal?.kind === 'below') throw predictionErrors.belowMinimum(refusal.min);
    if (refusal?.kind === 'above') throw predictionErrors.aboveMaximum(refusal.max, refusal.left);

    const stake = existing
      ? await addToStake(tx, existing.id, input.points)
      : await insertStake(tx, { predictionId, outcomeId: input.outcome_id, userId, amount: input.points });
    const debit = await applyLedgerEntry(tx, {
      userId,
      amount: -input.points,
      kind: 'prediction_stake',
      reason: ledgerReason(prediction.title, 'stake'),
      reference: `prediction_stake:${stake.id}:${stake.additions}`,
    });
    return { stake: stake.amount, user_points: debit.points };
  } catch (error) {
    throw stakeError(error);
  }
}

/** POST /api/r/predictions/{id}/stake in one transaction (`stakeIn`). */
export async function placeStake(
  db: Db,
  userId: number,
  predictionId: number,
  input: StakeInput,
): Promise<StakeResult> {
  try {
    return await db.transaction((tx) => stakeIn(tx, userId, predictionId, input));
  } catch (error) {
    throw stakeError(error);
  }
}
