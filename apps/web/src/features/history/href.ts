import type { HistoryTab } from '@podium/shared/history/tabs';

/** The page's own address for a tab and page (the first page of All is the bare path). */
export const historyHref = (tab: HistoryTab, page = 1) => {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('kind', tab);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/leaderboard/history?${text}` : '/leaderboard/history';
};
