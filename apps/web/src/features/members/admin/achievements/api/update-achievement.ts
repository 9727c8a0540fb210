import type { AchievementInput, AdminAchievement } from '@podium/shared/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshAchievements, saveAchievementKey } from './get-admin-achievements.ts';

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
