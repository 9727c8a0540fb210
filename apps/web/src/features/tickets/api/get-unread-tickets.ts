import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

export const unreadTicketsKey = ['tickets', 'unread'] as const;

/** GET /api/r/tickets/unread: tickets with a staff reply the member has not opened (the menu badge). */
export const unreadTicketsQuery = queryOptions({
  queryKey: unreadTicketsKey,
  queryFn: async () => (await getData<{ count: number }>('/api/r/tickets/unread')).count,
  staleTime: 30_000,
  refetchInterval: 60_000,
});

export const useUnreadTickets = (enabled: boolean) => useQuery({ ...unreadTicketsQuery, enabled });
