import type { Role } from '@podium/shared/common/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshMember } from './get-admin-user.ts';

/** PUT /api/admin/users/{id}/role; 409 when an admin tries to change their own role. */
export const updateRole = ({ id, role }: { id: number; role: Role }) =>
  api.put<unknown>(`/api/admin/users/${id}/role`, { role });

export function useUpdateRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => refreshMember(queryClient, id) });
}
