import type { StaffTicketDetail } from '@podium/shared/tickets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyStaffTicket } from './get-staff-ticket.ts';

/** POST /api/staff/tickets/{id}/reopen: staff reopen someone else's closed ticket, any time. */
export const reopenStaffTicket = ({ id }: { id: number }) =>
  api.post<StaffTicketDetail>(`/api/staff/tickets/${id}/reopen`);

export function useReopenStaffTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenStaffTicket,
    onSuccess: (envelope, { id }) => applyStaffTicket(queryClient, id, envelope),
  });
}
