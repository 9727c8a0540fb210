import type { HistoryEntry } from '@podium/shared/history/schemas';
import type { HistoryTab } from '@podium/shared/history/tabs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/http.ts';
import { historyPageRead } from './keys.ts';

/** One page of past contests, newest first, with the pagination (rendered on the server for its URL). */
export const historyQuery = (tab: HistoryTab, page: number) => {
  const read = historyPageRead(tab, page);
  return queryOptions({ ...read, queryFn: () => getPage<HistoryEntry[]>(read.meta.path) });
};

export const useHistory = (tab: HistoryTab, page: number) =>
  useQuery({ ...historyQuery(tab, page), placeholderData: keepPreviousData });
