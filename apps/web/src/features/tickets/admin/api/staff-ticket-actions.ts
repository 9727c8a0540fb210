import type { StaffTicketDetail } from '@podium/shared/tickets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { staffTicketKey } from './get-staff-ticket.ts';
import { staffTicketsKey } from './get-ticket-queue.ts';

/** POST /api/staff/tickets/{id}/reply: hands the ticket to the member (never on one's own ticket). */
export const staffReply = ({ id, message }: { id: number; message: string }) =>
  api.post<StaffTicketDetail>(`/api/staff/tickets/${id}/reply`, { message });

/** POST /api/staff/tickets/{id}/close. */
export const closeTicket = ({ id }: { id: number }) =>
  api.post<StaffTicketDetail>(`/api/staff/tickets/${id}/close`);

/** Either action: the ticket on screen takes the answer, the queue is marked stale. */
function useTicketAction<V extends { id: number }>(action: (vars: V) => ReturnType<typeof closeTicket>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (envelope, { id }) => {
      if (envelope.data) client.setQueryData(staffTicketKey(String(id)), envelope.data);
      void client.invalidateQueries({ queryKey: [...staffTicketsKey, 'queue'] });
    },
  });
}

export const useStaffReply = () => useTicketAction(staffReply);
export const useCloseTicket = () => useTicketAction(closeTicket);
