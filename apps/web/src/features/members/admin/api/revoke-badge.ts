import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshMember } from './get-admin-user.ts';

/** DELETE /api/admin/users/{id}/badges/{badgeId}. */
export const revokeBadge = ({ userId, badgeId }: { userId: number; badgeId: number }) =>
  api.delete<unknown>(`/api/admin/users/${userId}/badges/${badgeId}`);

export function useRevokeBadge(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeBadge, onSuccess: () => refreshMember(queryClient, userId) });
}
