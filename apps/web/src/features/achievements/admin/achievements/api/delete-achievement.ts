import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAchievements } from '@/api/get-admin-achievements.ts';
import { api } from '@/lib/http.ts';

/** DELETE /api/admin/achievements/{id}: also removes every member's unlock of it. */
export const deleteAchievement = (id: number) => api.delete<null>(`/api/admin/achievements/${id}`);

export function useDeleteAchievement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAchievement, onSuccess: () => refreshAchievements(queryClient) });
}
