import { describe, expect, it } from 'vitest';
import { ledgerKindLabel } from '../../src/points/ledger.ts';
import { type PointsTransaction, pointsHistoryQuerySchema } from '../../src/points/schemas.ts';

describe('ledger kind labels', () => {
  it('spells a kind as lower-case words', () => {
    expect(ledgerKindLabel('admin_adjustment')).toBe('admin adjustment');
    expect(ledgerKindLabel('store_refund')).toBe('store refund');
  });

  it('reads kinds added later the same way', () => {
    const later: PointsTransaction['kind'] = 'raffle_win';
    expect(ledgerKindLabel(later)).toBe('raffle win');
  });
});

describe('points history paging (?before=)', () => {
  it('takes an optional positive transaction id from the query string', () => {
    expect(pointsHistoryQuerySchema.parse({})).toEqual({});
    expect(pointsHistoryQuerySchema.parse({ before: '42' })).toEqual({ before: 42 });
  });

  it('refuses anything that cannot be a transaction id, saying so', () => {
    for (const before of ['0', '-3', '1.5', 'abc', '2147483648']) {
      const result = pointsHistoryQuerySchema.safeParse({ before });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('before must be a transaction id');
    }
  });
});
