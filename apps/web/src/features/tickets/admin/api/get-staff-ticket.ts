import type { Envelope } from '@podium/shared/common/envelope';
import type { StaffTicketDetail } from '@podium/shared/tickets/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { staffTicketsKey } from './get-ticket-queue.ts';

export const staffTicketKey = (id: string) => [...staffTicketsKey, 'detail', id] as const;

/** GET /api/staff/tickets/{id}: the ticket, its member and the whole conversation. */
export const staffTicketQuery = (id: string) =>
  queryOptions({
    queryKey: staffTicketKey(id),
    queryFn: () => getData<StaffTicketDetail>(`/api/staff/tickets/${encodeURIComponent(id)}`),
  });

export const useStaffTicket = (id: string) => useQuery(staffTicketQuery(id));

/** Either staff action answers the ticket: it takes the answer, the queue is marked stale. */
export function applyStaffTicket(
  queryClient: QueryClient,
  id: number,
  envelope: Envelope<StaffTicketDetail>,
) {
  if (envelope.data) queryClient.setQueryData(staffTicketKey(String(id)), envelope.data);
  void queryClient.invalidateQueries({ queryKey: [...staffTicketsKey, 'queue'] });
}
