import type { StaffTicketDetail } from '@podium/shared/tickets/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyStaffTicket } from './get-staff-ticket.ts';

/** POST /api/staff/tickets/{id}/notes: a note only staff see; the ticket keeps waiting where it was. */
export const addStaffNote = ({ id, message }: { id: number; message: string }) =>
  api.post<StaffTicketDetail>(`/api/staff/tickets/${id}/notes`, { message });

export function useAddStaffNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaffNote,
    onSuccess: (envelope, { id }) => applyStaffTicket(queryClient, id, envelope),
  });
}
