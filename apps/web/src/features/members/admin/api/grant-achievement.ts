import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAchievementsQuery } from '@/api/get-admin-achievements.ts';
import { api } from '@/lib/http.ts';
import { refreshMember } from './get-admin-user.ts';

/** POST /api/admin/users/{id}/achievements {achievement_id}: unlocks a manual achievement. */
export const grantAchievement = ({ userId, achievementId }: { userId: number; achievementId: number }) =>
  api.post<unknown>(`/api/admin/users/${userId}/achievements`, { achievement_id: achievementId });

export function useGrantAchievement(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAchievement,
    onSuccess: () =>
      Promise.all([
        refreshMember(queryClient, userId),
        queryClient.invalidateQueries({ queryKey: adminAchievementsQuery.queryKey }),
      ]),
  });
}
