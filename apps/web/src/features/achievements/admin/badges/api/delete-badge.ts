import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBadges } from '@/api/get-admin-badges.ts';
import { api } from '@/lib/http.ts';

/** DELETE /api/admin/badges/{id}: also takes it from every member who has it. */
export const deleteBadge = (id: number) => api.delete<null>(`/api/admin/badges/${id}`);

export function useDeleteBadge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBadge, onSuccess: () => refreshBadges(queryClient) });
}
