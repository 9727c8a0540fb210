/**
 * The history page's tabs and page bound (decision 065), apart from its texts: the route table reads
 * them in every page's landing JavaScript, and a bundler keeps a module whole (decision 019).
 */

/** The page's tabs, as they read in the URL (`?kind=raffles`); `all` is every kind, newest first. */
export const historyTabs = [
  'all',
  'leaderboards',
  'raffles',
  'wager-raffles',
  'tournaments',
  'bonus-hunts',
] as const;
export type HistoryTab = (typeof historyTabs)[number];

/** The most pages a `?page=` may ask for. */
export const HISTORY_MAX_PAGE = 10_000;
