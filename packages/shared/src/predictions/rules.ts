/**
 * The pure rules of points predictions (issue 29, decision 058), shared by the server (which pays) and
 * the page (which explains).
 */
export const predictionStatuses = ['open', 'locked', 'resolved', 'cancelled'] as const;
export type PredictionStatus = (typeof predictionStatuses)[number];

export interface Stake {
  userId: number;
  outcomeId: number;
  amount: number;
  /** The order the stakes were first placed in (smaller: earlier); breaks ties for the remainder. */
  order: number;
}

export interface Settlement {
  userId: number;
  amount: number;
  kind: 'won' | 'refund';
}

/**
 * What resolving pays: the whole pool shared among the stakes on the winning outcome, pro rata,
 * rounded down, the points left over to the largest winning stake (ties: the earliest). When nobody
 * staked on the winner, every stake comes back. The house takes nothing: the payouts always add up to
 * the pool. Exact in whole points (BigInt), whatever the sizes.
 */
export function settle(stakes: readonly Stake[], winningOutcomeId: number): Settlement[] {
  const winners = stakes.filter((s) => s.outcomeId === winningOutcomeId && s.amount > 0);
  if (winners.length === 0) return refundAll(stakes);
  const pool = stakes.reduce((sum, s) => sum + BigInt(s.amount), 0n);
  const backed = winners.reduce((sum, s) => sum + BigInt(s.amount), 0n);
  const shares = winners.map((s) => ({ userId: s.userId, amount: (pool * BigInt(s.amount)) / backed }));
  const paid = shares.reduce((sum, s) => sum + s.amount, 0n);
  const largest = winners.reduce((best, s) =>
    s.amount > best.amount || (s.amount === best.amount && s.order < best.order) ? s : best,
  );
  return shares.map((s) => ({
    userId: s.userId,
    amount: Number(s.userId === largest.userId ? s.amount + pool - paid : s.amount),
    kind: 'won' as const,
  }));
}

/** Cancel (or nobody on the winner): every stake back to its member. */
export const refundAll = (stakes: readonly Stake[]): Settlement[] =>
  stakes.filter((s) => s.amount > 0).map((s) => ({ userId: s.userId, amount: s.amount, kind: 'refund' }));

/** An outcome's share of the pool in whole percent (0 when the pool is empty). */
/**
 * Each outcome's share of the pool in whole percent, adding up to exactly 100 (largest remainder:
 * each share rounded down, the points left over to the largest remainders, earlier outcomes first on
 * ties), so three outcomes never show 101 %. All zero while nothing is staked.
 */
export function poolPercents(pools: readonly number[]): number[] {
  const total = pools.reduce((sum, pool) => sum + pool, 0);
  if (total <= 0) return pools.map(() => 0);
  const exact = pools.map((pool) => (pool * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** What the member may still add under the prediction's maximum. */
export const stakeRoom = (maxStake: number, alreadyStaked: number) => Math.max(0, maxStake - alreadyStaked);

/**
 * Why a stake of `points` is refused by the limits, or null: below the minimum (each stake, first or
 * added), or taking the member's total on the prediction past the maximum.
 */
export function stakeLimitRefusal(
  points: number,
  limits: { minStake: number; maxStake: number },
  alreadyStaked: number,
): { kind: 'below'; min: number } | { kind: 'above'; max: number; left: number } | null {
  if (points < limits.minStake) return { kind: 'below', min: limits.minStake };
  if (alreadyStaked + points > limits.maxStake)
    return { kind: 'above', max: limits.maxStake, left: stakeRoom(limits.maxStake, alreadyStaked) };
  return null;
}
