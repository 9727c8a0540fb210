import { describe, expect, it } from 'vitest';
import { parsePrizes, periodStatus, prizeText } from '@/features/leaderboard/admin/period-text.ts';

describe('leaderboard prizes and periods', () => {
  it('reads prize rows as amounts and flags the rows that are not', () => {
    expect(parsePrizes(['1,000', '250.50', ' 5 '])).toEqual({ prizes: [1000, 250.5, 5], errors: {} });
    expect(parsePrizes(['100', 'abc', '']).errors).toEqual({
      'prizes.1': 'Enter an amount such as 100 or 12.50',
      'prizes.2': 'Enter an amount such as 100 or 12.50',
    });
    expect(prizeText(250.5)).toBe('250.50');
    expect(prizeText(1000)).toBe('1000');
  });

  it('says how long the current period has left, or that it ended', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const period = (ends_at: string) => ({ id: 1, starts_at: '2029-12-01T00:00:00Z', ends_at, players: 3 });
    expect(periodStatus(period('2030-01-04T05:00:00Z'), now)).toEqual({
      ended: false,
      text: 'Ends in 3d 5h',
    });
    expect(periodStatus(period('2030-01-01T02:30:00Z'), now)).toEqual({
      ended: false,
      text: 'Ends in 2h 30m',
    });
    expect(periodStatus(period('2030-01-01T00:00:30Z'), now)).toEqual({ ended: false, text: 'Ends in 1m' });
    expect(periodStatus(period('2029-12-31T00:00:00Z'), now)).toEqual({ ended: true, text: 'Ended' });
  });
});
