import type { StaffTicketDetail } from '@podium/shared/tickets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyStaffTicket } from './get-staff-ticket.ts';

/** POST /api/staff/tickets/{id}/close. */
export const closeTicket = ({ id }: { id: number }) =>
  api.post<StaffTicketDetail>(`/api/staff/tickets/${id}/close`);

export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTicket,
    onSuccess: (envelope, { id }) => applyStaffTicket(queryClient, id, envelope),
  });
}
