import type { TicketCreateInput, TicketDetail } from '@podium/shared/tickets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { ticketKey } from './get-ticket.ts';
import { ticketsKey } from './get-tickets.ts';

/** POST /api/r/tickets → 201 with the new ticket and its first message. */
export const createTicket = (input: TicketCreateInput) => api.post<TicketDetail>('/api/r/tickets', input);

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (envelope) => {
      const ticket = envelope.data;
      if (ticket) client.setQueryData(ticketKey(String(ticket.id)), ticket);
      void client.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
    },
  });
}
