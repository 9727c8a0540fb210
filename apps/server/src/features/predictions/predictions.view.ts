import { TOP_STAKERS } from '@podium/shared/predictions/messages';
import { type PredictionStatus, poolPercents } from '@podium/shared/predictions/rules';
import type { Prediction, UserStake } from '@podium/shared/predictions/schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  listPredictionRows,
  memberStakes,
  outcomesOf,
  outcomeTotals,
  type PredictionWithClock,
  topStakes,
} from './predictions.repository.ts';
import type { predictionStakes } from './predictions.table.ts';

/** The status people see: an open prediction whose lock time has passed is locked. */
export const seenStatus = (row: PredictionWithClock): PredictionStatus =>
  row.status === 'open' && row.lockPassed ? 'locked' : row.status;

/** How a prediction was settled, as far as a member's stake is concerned. */
interface Settlement {
  status: PredictionStatus;
  refunded: boolean;
  winningOutcomeId: number | null;
}

/** A member's stake and how it went. */
export function userStake(row: Settlement, stake: typeof predictionStakes.$inferSelect): UserStake {
  const settled = row.status === 'resolved' || row.status === 'cancelled';
  const payout = stake.payout ?? 0;
  let result: UserStake['result'] = 'pending';
  if (row.status === 'cancelled' || row.refunded) result = 'refunded';
  else if (settled) result = stake.outcomeId === row.winningOutcomeId ? 'won' : 'lost';
  return { outcome_id: stake.outcomeId, amount: stake.amount, result, payout };
}

/** Predictions as the page, overlay and admin list show them, with the viewer's own stakes. */
export async function predictionViews(
  db: DbOrTx,
  rows: PredictionWithClock[],
  viewerId: number | null,
): Promise<Prediction[]> {
  const ids = rows.map((r) => r.id);
  const [outcomes, totals, tops, mine] = await Promise.all([
    outcomesOf(db, ids),
    outcomeTotals(db, ids),
    topStakes(db, ids, TOP_STAKERS),
    viewerId ? memberStakes(db, ids, viewerId) : Promise.resolve([]),
  ]);
  const totalOf = new Map(totals.map((t) => [t.outcomeId, t]));
  return rows.map((row) => {
    const own = outcomes.filter((o) => o.predictionId === row.id);
    const totalPool = own.reduce((sum, o) => sum + (totalOf.get(o.id)?.pool ?? 0), 0);
    const percents = poolPercents(own.map((o) => totalOf.get(o.id)?.pool ?? 0));
    const stake = mine.find((s) => s.predictionId === row.id);
    return {
      id: row.id,
      title: row.title,
      status: seenStatus(row),
      locks_at: row.locksAt?.toISOString() ?? null,
      min_stake: row.minStake,
      max_stake: row.maxStake,
      total_pool: totalPool,
      stakers: own.reduce((sum, o) => sum + (totalOf.get(o.id)?.stakers ?? 0), 0),
      outcomes: own.map((o, index) => {
        const pool = totalOf.get(o.id)?.pool ?? 0;
        return {
          id: o.id,
          position: o.position,
          label: o.label,
          pool,
          percent: percents[index]!,
          stakers: totalOf.get(o.id)?.stakers ?? 0,
          top_stakers: tops
            .filter((t) => t.outcomeId === o.id)
            .map((t) => ({ username: t.username, amount: t.amount })),
        };
      }),
      winning_outcome_id: row.winningOutcomeId,
      refunded: row.refunded,
      user_stake: stake ? userStake(row, stake) : null,
      created_at: row.createdAt.toISOString(),
      settled_at: row.settledAt?.toISOString() ?? null,
    };
  });
}

/** GET /api/r/predictions (and the admin list): the newest predictions. */
export async function listPredictions(db: DbOrTx, viewerId: number | null): Promise<Prediction[]> {
  return predictionViews(db, await listPredictionRows(db), viewerId);
}
