import type { StaffTicketDetail } from '@podium/shared/tickets/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
