import type { AchievementInput, AdminAchievement } from '@podium/shared/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAchievements, saveAchievementKey } from '@/api/get-admin-achievements.ts';
import { api } from '@/lib/http.ts';

/** PUT /api/admin/achievements/{id} with the whole entry. */
export const updateAchievement = ({ id, input }: { id: number; input: AchievementInput }) =>
  api.put<AdminAchievement>(`/api/admin/achievements/${id}`, input);

export function useUpdateAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveAchievementKey,
    mutationFn: updateAchievement,
    onSuccess: () => refreshAchievements(queryClient),
  });
}
