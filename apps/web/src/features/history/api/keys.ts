import { HISTORY_MAX_PAGE, type HistoryTab, historyTabs } from '@podium/shared/history/tabs';

/**
 * The public history's keys and paths, and the reads the server answers before rendering its pages
 * (`meta.path`, decisions 019 and 028). Nothing else here: the route table imports it.
 */

export const historyKey = ['history'] as const;
export const historyPageKey = (tab: HistoryTab, page: number) => ['history', 'page', tab, page] as const;
export const historyPeriodKey = (id: string) => ['history', 'period', id] as const;

export const historyPagePath = (tab: HistoryTab, page: number) =>
  tab === 'all' && page === 1 ? '/api/r/history' : `/api/r/history?kind=${tab}&page=${page}`;
export const historyPeriodPath = (id: string) => `/api/r/history/periods/${encodeURIComponent(id)}`;

/**
 * The tab and page a history URL names (`?kind=raffles&page=2`); anything else reads as the first
 * page of All, so a typed-in address never renders a page the API refuses.
 */
export function historyLocation(search: URLSearchParams): { tab: HistoryTab; page: number } {
  const kind = search.get('kind');
  const tab = historyTabs.find((t) => t === kind) ?? 'all';
  const raw = search.get('page') ?? '1';
  const page = /^[0-9]{1,6}$/.test(raw) ? Math.min(Math.max(1, Number(raw)), HISTORY_MAX_PAGE) : 1;
  return { tab, page };
}

/** GET /api/r/history?kind={tab}&page={n}: one page of past contests (paged, decision 028). */
export const historyPageRead = (tab: HistoryTab, page: number) => ({
  queryKey: historyPageKey(tab, page),
  meta: { path: historyPagePath(tab, page), paged: true },
});

/** The page's read for its URL's query: the tab and page it names. */
export const historyLocationRead = (search: URLSearchParams) => {
  const { tab, page } = historyLocation(search);
  return historyPageRead(tab, page);
};

/** GET /api/r/history/periods/{id}: a closed leaderboard period's full standings. */
export const historyPeriodRead = (id: string) => ({
  queryKey: historyPeriodKey(id),
  meta: { path: historyPeriodPath(id) },
});
