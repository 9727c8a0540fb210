import { commonErrors } from '@podium/shared/common/errors';
import { ticketErrors } from '@podium/shared/tickets/errors';
import type { TicketDetail } from '@podium/shared/tickets/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, hasErrorCode } from '@/lib/http.ts';
import { ticketsKey } from './get-tickets.ts';

export const ticketKey = (id: string) => [...ticketsKey, 'detail', id] as const;
export const isTicketNotFound = (error: unknown) =>
  hasErrorCode(error, ticketErrors.notFound.code) || hasErrorCode(error, commonErrors.notFound.code);

/** GET /api/r/tickets/{id}: the ticket and its conversation; opening it marks a staff reply as read. */
export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: ticketKey(id),
    queryFn: () => getData<TicketDetail>(`/api/r/tickets/${encodeURIComponent(id)}`),
    staleTime: 0,
    retry: (failures, error) => !isTicketNotFound(error) && failures < 1,
  });

export const useTicket = (id: string, signedIn: boolean) =>
  useQuery({ ...ticketQuery(id), enabled: signedIn });
