import { HISTORY_CACHED_PAGES } from '@podium/shared/history/messages';
import type { HistoryTab } from '@podium/shared/history/tabs';
import type { AppDeps } from '../../app-types.ts';
import { historyCacheKey } from './history.keys.ts';
import { historyPage } from './history.repository.ts';

type HistoryPage = Awaited<ReturnType<typeof historyPage>>;

/**
 * GET /api/r/history from memory (decision 061): the first pages of each tab, the same for everyone,
 * built once per change; later pages from the database. Nothing in it depends on the time of asking
 * (only finished contests), so an entry is good until a contest feature's "changed" function drops it
 * (`HISTORY_CACHE_KEYS`) or the cache's TTL passes (a winner renamed or banned).
 */
export async function cachedHistoryPage(
  { db, cache }: Pick<AppDeps, 'db' | 'cache'>,
  tab: HistoryTab,
  page: number,
): Promise<HistoryPage> {
  if (page > HISTORY_CACHED_PAGES) return historyPage(db, tab, page);
  const entry = await cache.get(historyCacheKey(tab, page), () => historyPage(db, tab, page));
  return entry.value as HistoryPage;
}
