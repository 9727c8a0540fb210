import { HISTORY_CACHED_PAGES } from '@podium/shared/history/messages';
import { type HistoryTab, historyTabs } from '@podium/shared/history/tabs';

/** The cache key of one page of one tab of the public history (decision 065). */
export const historyCacheKey = (tab: HistoryTab, page: number) => `history:${tab}:${page}`;

/**
 * Every cached page of the history: the first pages of each tab. A contest feature's "changed"
 * function drops them all when a contest ends, is drawn, re-drawn, corrected or paid (the exact keys
 * reach every process through the bus, so the set is fixed, not what one process happens to hold).
 */
export const HISTORY_CACHE_KEYS: readonly string[] = historyTabs.flatMap((tab) =>
  Array.from({ length: HISTORY_CACHED_PAGES }, (_, i) => historyCacheKey(tab, i + 1)),
);
