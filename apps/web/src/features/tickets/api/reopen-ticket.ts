import type { TicketDetail } from '@podium/shared/tickets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { ticketKey } from './get-ticket.ts';
import { ticketsKey } from './get-tickets.ts';

/** POST /api/r/tickets/{id}/reopen → the ticket, open again (within 14 days of its closing). */
export const reopenTicket = ({ id }: { id: number }) => api.post<TicketDetail>(`/api/r/tickets/${id}/reopen`);

export function useReopenTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reopenTicket,
    onSuccess: (envelope, { id }) => {
      if (envelope.data) client.setQueryData(ticketKey(String(id)), envelope.data);
      void client.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
    },
  });
}
