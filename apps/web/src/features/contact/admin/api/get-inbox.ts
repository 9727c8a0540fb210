import type { InboxFolder, InboxPage } from '@podium/shared/contact/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** Every inbox query starts with this key, so one invalidation reaches every folder and page. */
export const inboxKey = ['admin', 'contact', 'messages'] as const;

export interface InboxFilters {
  folder: InboxFolder;
  page: number;
}

/** GET /api/admin/contact/messages?folder=&page= (admins). */
export const inboxQuery = ({ folder, page }: InboxFilters) =>
  queryOptions({
    queryKey: [...inboxKey, folder, page],
    queryFn: () =>
      getData<InboxPage>(
        `/api/admin/contact/messages?${new URLSearchParams({ folder, page: String(page) })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useInbox = (filters: InboxFilters) => useQuery(inboxQuery(filters));
