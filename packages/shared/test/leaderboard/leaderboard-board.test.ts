import { describe, expect, it } from 'vitest';
import { defaultPlatformSlug, hasParticipants, selectBoard } from '../../src/leaderboard/board.ts';
import type { Leaderboard, LeaderboardPayload, LeaderboardPlatform } from '../../src/leaderboard/schemas.ts';

const platform = (slug: string): LeaderboardPlatform => ({
  slug,
  name: slug.toUpperCase(),
  active_leaderboard: { timeframe: 'monthly' },
  is_paused: false,
  pause_message: null,
});

const board = (players: number): Leaderboard => {
  const entries = Array.from({ length: players }, (_, i) => ({
    displayName: `P${i}`,
    wagered: 100 - i,
    avatar: null,
    favoriteGameTitle: null,
  }));
  return {
    currency_symbol: '$',
    prizes: [],
    top_three: entries.slice(0, 3),
    rest_of_users: entries.slice(3),
    current_period: { endTimestamp: null },
  };
};

const payload = (over: Partial<LeaderboardPayload> = {}): LeaderboardPayload => ({
  platforms: [platform('roobet'), platform('gamdom')],
  selected_platform: { slug: 'gamdom' },
  all_leaderboards: { roobet: board(5), gamdom: board(0) },
  ...over,
});

describe('which leaderboard is shown', () => {
  it('starts on the selected platform of the payload', () => {
    expect(defaultPlatformSlug(payload())).toBe('gamdom');
    expect(selectBoard(payload(), null)?.platform.slug).toBe('gamdom');
  });

  it('falls back to the first platform when the selected one is missing or unknown', () => {
    expect(defaultPlatformSlug(payload({ selected_platform: null }))).toBe('roobet');
    expect(defaultPlatformSlug(payload({ selected_platform: { slug: 'gone' } }))).toBe('roobet');
  });

  it('shows the tab the visitor chose', () => {
    const selected = selectBoard(payload(), 'roobet');
    expect(selected?.platform.slug).toBe('roobet');
    expect(selected?.leaderboard?.rest_of_users).toHaveLength(2);
  });

  it('goes back to the default when the chosen platform no longer exists', () => {
    expect(selectBoard(payload(), 'stake')?.platform.slug).toBe('gamdom');
  });

  it('has nothing to show without platforms', () => {
    expect(selectBoard(payload({ platforms: [], selected_platform: null }), null)).toBeNull();
    expect(defaultPlatformSlug(payload({ platforms: [], selected_platform: null }))).toBeNull();
  });

  it('reports a platform without a board as having no data', () => {
    expect(selectBoard(payload({ all_leaderboards: {} }), 'roobet')?.leaderboard).toBeNull();
  });
});

describe('empty leaderboard', () => {
  it('has participants when anyone is on the podium or in the table', () => {
    expect(hasParticipants(board(1))).toBe(true);
    expect(hasParticipants(board(40))).toBe(true);
  });

  it('has none when both lists are empty', () => {
    expect(hasParticipants(board(0))).toBe(false);
  });
});
