import type { TicketCategory, TicketQueuePage, TicketStatus } from '@podium/shared/tickets/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** Every staff ticket query starts with this key, so one invalidation reaches the queue and the tickets. */
export const staffTicketsKey = ['staff', 'tickets'] as const;

export interface TicketQueueFilters {
  status?: TicketStatus | undefined;
  category?: TicketCategory | undefined;
  page: number;
}

/** GET /api/staff/tickets?status=&category=&page= (moderators and admins): open tickets first. */
export const ticketQueueQuery = ({ status, category, page }: TicketQueueFilters) => {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  if (category) params.set('category', category);
  return queryOptions({
    queryKey: [...staffTicketsKey, 'queue', { status, category, page }],
    queryFn: () => getData<TicketQueuePage>(`/api/staff/tickets?${params}`),
    placeholderData: keepPreviousData,
  });
};

export const useTicketQueue = (filters: TicketQueueFilters) => useQuery(ticketQueueQuery(filters));
