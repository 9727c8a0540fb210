import { describe, expect, it } from 'vitest';
import { poolPercents, refundAll, settle, stakeLimitRefusal } from '../../src/predictions/rules.ts';

const s = (userId: number, outcomeId: number, amount: number, order = userId) => ({
  userId,
  outcomeId,
  amount,
  order,
});

describe('settle', () => {
  it('shares the whole pool pro rata among the winners, rounding down, the remainder to the largest stake', () => {
    // Pool 1000; winners 300 + 200 + 100 = 600: 500, 333.33, 166.66 → 500, 333, 166, remainder 1 to the 300.
    const paid = settle([s(1, 1, 300), s(2, 1, 200), s(3, 1, 100), s(4, 2, 400)], 1);
    expect(paid).toEqual([
      { userId: 1, amount: 501, kind: 'won' },
      { userId: 2, amount: 333, kind: 'won' },
      { userId: 3, amount: 166, kind: 'won' },
    ]);
    expect(paid.reduce((sum, p) => sum + p.amount, 0)).toBe(1000);
  });

  it('gives the remainder to the earliest of equal largest stakes', () => {
    const paid = settle([s(7, 1, 100, 2), s(8, 1, 100, 1), s(9, 1, 100, 3), s(10, 2, 101, 4)], 1);
    expect(paid.find((p) => p.userId === 8)!.amount).toBe(135);
    expect(paid.filter((p) => p.userId !== 8).map((p) => p.amount)).toEqual([133, 133]);
  });

  it('refunds everyone when nobody staked on the winner', () => {
    expect(settle([s(1, 1, 50), s(2, 2, 70)], 3)).toEqual([
      { userId: 1, amount: 50, kind: 'refund' },
      { userId: 2, amount: 70, kind: 'refund' },
    ]);
    expect(refundAll([])).toEqual([]);
  });

  it('stays exact for pools past 2^53 when multiplied', () => {
    const big = 1_000_000_000_000;
    const paid = settle([s(1, 1, big), s(2, 1, 3), s(3, 2, big)], 1);
    expect(paid.reduce((sum, p) => sum + p.amount, 0)).toBe(2 * big + 3);
  });
});

describe('limits and percentages', () => {
  it('refuses a stake below the minimum and a total past the maximum', () => {
    const limits = { minStake: 10, maxStake: 100 };
    expect(stakeLimitRefusal(9, limits, 0)).toEqual({ kind: 'below', min: 10 });
    expect(stakeLimitRefusal(10, limits, 90)).toBeNull();
    expect(stakeLimitRefusal(11, limits, 90)).toEqual({ kind: 'above', max: 100, left: 10 });
    expect(poolPercents([1, 2])).toEqual([33, 67]);
    expect(poolPercents([0, 0])).toEqual([0, 0]);
    // 46.5 / 41.9 / 11.6 %, each rounded alone, showed 47 + 42 + 12 = 101 % (the demo's resolved prediction).
    expect(poolPercents([1000, 900, 250])).toEqual([46, 42, 12]);
    for (const pools of [
      [1, 1, 1],
      [5, 5, 5, 5, 5, 5, 1],
      [999_999, 1, 1],
      [3, 3, 3, 1],
    ]) {
      const shares = poolPercents(pools);
      expect(
        shares.reduce((a, b) => a + b, 0),
        String(pools),
      ).toBe(100);
    }
    expect(poolPercents([1, 1, 1])).toEqual([34, 33, 33]);
  });
});
