import type { TicketSummary } from '@podium/shared/tickets/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** Every query of the member's own tickets starts with this key. */
export const ticketsKey = ['tickets'] as const;

/** GET /api/r/tickets: the member's tickets, most recently active first. */
export const ticketsQuery = queryOptions({
  queryKey: [...ticketsKey, 'list'],
  queryFn: () => getData<TicketSummary[]>('/api/r/tickets'),
  staleTime: 0,
});

export const useTickets = (signedIn: boolean) => useQuery({ ...ticketsQuery, enabled: signedIn });
