import { describe, expect, it } from 'vitest';
import { announcementKeys, announcementMessages, kindOfKey } from '../../src/announcements/messages.ts';
import { ordinal, periodLabel, prizeDescription } from '../../src/leaderboard/standings.ts';

const utc = (s: string) => new Date(`${s}Z`);

describe('leaderboard standings words (decision 063)', () => {
  it('names places as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('names a calendar month by its month, any other period by its days (UTC)', () => {
    expect(periodLabel('Roobet', utc('2026-11-01T00:00:00'), utc('2026-12-01T00:00:00'))).toBe(
      'Roobet November 2026',
    );
    expect(periodLabel('Gamdom', utc('2026-11-16T00:00:00'), utc('2026-11-23T00:00:00'))).toBe(
      'Gamdom 16 Nov – 22 Nov 2026',
    );
    expect(periodLabel('Shuffle', utc('2026-11-01T00:00:00'), utc('2026-11-20T00:00:00'))).toBe(
      'Shuffle 1 Nov – 19 Nov 2026',
    );
    expect(prizeDescription(2, 'Roobet November 2026')).toBe('Leaderboard prize: 2nd, Roobet November 2026');
  });

  it('keys the winners’ announcement per close, as its own kind', () => {
    const key = announcementKeys.leaderboardWinners(7, 2);
    expect(key).toBe('leaderboard-winners:7:2');
    expect(kindOfKey(key)).toBe('leaderboard_winners');
    expect(
      announcementMessages.leaderboardWinners('Roobet November 2026', [
        { place: '1st', name: 'Fr***2', prize: '$500.00' },
        { place: '2nd', name: 'Ne***0', prize: null },
      ]),
    ).toBe('🏁 Roobet November 2026 leaderboard is final! 1st Fr***2 ($500.00), 2nd Ne***0.');
  });
});
