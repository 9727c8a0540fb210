/**
 * The public history of every contest (issue 30, decision 065): its kinds, tabs and texts, zod-free so
 * the page reads them without loading zod. The tabs themselves are in `tabs.ts`.
 */
import type { HistoryTab } from './tabs.ts';

/** What a past contest is: a closed leaderboard period, a drawn raffle or wager raffle, a paid tournament, a finished hunt. */
export const historyKinds = ['leaderboard', 'raffle', 'wager_raffle', 'tournament', 'bonus_hunt'] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** Which kind each tab lists (null: every kind). */
export const kindOfTab: Record<HistoryTab, HistoryKind | null> = {
  all: null,
  leaderboards: 'leaderboard',
  raffles: 'raffle',
  'wager-raffles': 'wager_raffle',
  tournaments: 'tournament',
  'bonus-hunts': 'bonus_hunt',
};

export const HISTORY_PER_PAGE = 20;
/** Pages of each tab kept in memory (the first pages are nearly every view); later pages are read each time. */
export const HISTORY_CACHED_PAGES = 3;
/** Winners shown on a card; the full list is on the contest's own page. */
export const HISTORY_WINNERS_SHOWN = 10;

export const historyMessages = {
  title: 'Past winners',
  intro: 'Every contest that has ended, with its winners and what they won.',
  tabsLabel: 'Contest kinds',
  tabLabels: {
    all: 'All',
    leaderboards: 'Leaderboards',
    raffles: 'Raffles',
    'wager-raffles': 'Wager raffles',
    tournaments: 'Tournaments',
    'bonus-hunts': 'Bonus hunts',
  } satisfies Record<HistoryTab, string>,
  kindLabels: {
    leaderboard: 'Leaderboard',
    raffle: 'Raffle',
    wager_raffle: 'Wager raffle',
    tournament: 'Tournament',
    bonus_hunt: 'Bonus hunt',
  } satisfies Record<HistoryKind, string>,
  /** The link of each card: to the draw's verify view, or the contest's own page. */
  linkLabels: {
    leaderboard: 'Full standings',
    raffle: 'Verify the draw',
    wager_raffle: 'Verify the draw',
    tournament: 'View tournament',
    bonus_hunt: 'View hunt',
  } satisfies Record<HistoryKind, string>,
  empty: 'No past contests yet',
  emptyDescription: 'Winners show here once a contest has ended.',
  loadFailed: 'Could not load the past contests.',
  loading: 'Loading past contests',
  noWinners: 'No winners on record.',
  pagesLabel: 'Past contest pages',
  noun: { one: 'contest', other: 'contests' },
  champion: 'Champion',
  paid: 'Paid',
  pending: 'Pending',
  periodTitle: 'Final standings',
  periodNotFound: 'Leaderboard period not found',
  periodLoadFailed: 'Could not load the standings.',
  periodLoading: 'Loading the standings',
  periodEmpty: 'Nobody wagered in this period.',
  backToHistory: 'All past winners',
  huntCategories: {
    end_balance: 'Closest end balance',
    highest_multiplier: 'Highest multiplier',
    correct_game: 'Best game',
  } as Record<string, string>,
} as const;
