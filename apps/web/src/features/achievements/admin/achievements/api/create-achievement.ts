import type { AchievementInput, AdminAchievement } from '@podium/shared/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAchievements, saveAchievementKey } from '@/api/get-admin-achievements.ts';
import { api } from '@/lib/http.ts';

/** POST /api/admin/achievements → 201 with the new catalogue entry. */
export const createAchievement = (input: AchievementInput) =>
  api.post<AdminAchievement>('/api/admin/achievements', input);

export function useCreateAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveAchievementKey,
    mutationFn: createAchievement,
    onSuccess: () => refreshAchievements(queryClient),
  });
}
