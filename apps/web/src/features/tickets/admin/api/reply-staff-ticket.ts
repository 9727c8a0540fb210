import type { StaffTicketDetail } from '@podium/shared/tickets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyStaffTicket } from './get-staff-ticket.ts';

/** POST /api/staff/tickets/{id}/reply: hands the ticket to the member (never on one's own ticket). */
export const staffReply = ({ id, message }: { id: number; message: string }) =>
  api.post<StaffTicketDetail>(`/api/staff/tickets/${id}/reply`, { message });

export function useStaffReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffReply,
    onSuccess: (envelope, { id }) => applyStaffTicket(queryClient, id, envelope),
  });
}
