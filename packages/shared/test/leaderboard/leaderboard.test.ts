import { describe, expect, it } from 'vitest';
import {
  filterByDisplayName,
  prizeForRank,
  rankRest,
  timeframeLabel,
  totalPrizes,
} from '../../src/leaderboard/rules.ts';
import type { LeaderboardEntry } from '../../src/leaderboard/schemas.ts';

const entry = (displayName: string, wagered = 100): LeaderboardEntry => ({
  displayName,
  wagered,
  avatar: null,
  favoriteGameTitle: null,
});

describe('leaderboard search', () => {
  const rows = rankRest([entry('LuckyAce'), entry('spinQueen'), entry('HighRoller'), entry('ACEofSpades')]);

  it('matches a case-insensitive substring of the display name', () => {
    expect(filterByDisplayName(rows, 'ace').map((r) => r.displayName)).toEqual(['LuckyAce', 'ACEofSpades']);
    expect(filterByDisplayName(rows, 'QUEEN').map((r) => r.displayName)).toEqual(['spinQueen']);
  });

  it('keeps every row for an empty or blank query', () => {
    expect(filterByDisplayName(rows, '')).toHaveLength(4);
    expect(filterByDisplayName(rows, '   ')).toHaveLength(4);
  });

  it('keeps the real rank of a filtered row (the table starts at rank 4)', () => {
    expect(rows[0]?.rank).toBe(4);
    expect(filterByDisplayName(rows, 'spades')[0]?.rank).toBe(7);
  });

  it('finds nothing for a name nobody has', () => {
    expect(filterByDisplayName(rows, 'zzz')).toEqual([]);
  });
});

describe('prizes', () => {
  it('gives the prize for a rank, or null when none exists', () => {
    expect(prizeForRank([500, 250, 100], 1)).toBe(500);
    expect(prizeForRank([500, 250, 100], 3)).toBe(100);
    expect(prizeForRank([500, 250, 100], 4)).toBeNull();
    expect(prizeForRank([500, 0], 2)).toBeNull();
  });

  it('sums the prize pool to the cent', () => {
    expect(totalPrizes([0.1, 0.2, 1000])).toBe(1000.3);
    expect(totalPrizes([])).toBe(0);
  });

  it('labels the timeframe, monthly by default', () => {
    expect(timeframeLabel('weekly')).toBe('WEEKLY');
    expect(timeframeLabel(undefined)).toBe('MONTHLY');
  });
});
