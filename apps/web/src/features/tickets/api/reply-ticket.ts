import type { TicketDetail } from '@podium/shared/tickets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { ticketKey } from './get-ticket.ts';
import { ticketsKey } from './get-tickets.ts';

/** POST /api/r/tickets/{id}/reply → the ticket with the reply added (back with the staff). */
export const replyToTicket = ({ id, message }: { id: number; message: string }) =>
  api.post<TicketDetail>(`/api/r/tickets/${id}/reply`, { message });

export function useReplyToTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: (envelope, { id }) => {
      if (envelope.data) client.setQueryData(ticketKey(String(id)), envelope.data);
      void client.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
    },
  });
}
