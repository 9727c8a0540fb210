import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshMember } from './get-admin-user.ts';

/** POST /api/admin/users/{id}/badges {badge_id}. */
export const grantBadge = ({ userId, badgeId }: { userId: number; badgeId: number }) =>
  api.post<unknown>(`/api/admin/users/${userId}/badges`, { badge_id: badgeId });

export function useGrantBadge(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantBadge, onSuccess: () => refreshMember(queryClient, userId) });
}
