import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAchievementsQuery } from '@/api/get-admin-achievements.ts';
import { api } from '@/lib/http.ts';
import { refreshMember } from './get-admin-user.ts';

/** DELETE /api/admin/users/{id}/achievements/{achievementId}. */
export const revokeAchievement = ({ userId, achievementId }: { userId: number; achievementId: number }) =>
  api.delete<unknown>(`/api/admin/users/${userId}/achievements/${achievementId}`);

export function useRevokeAchievement(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAchievement,
    onSuccess: () =>
      Promise.all([
        refreshMember(queryClient, userId),
        queryClient.invalidateQueries({ queryKey: adminAchievementsQuery.queryKey }),
      ]),
  });
}
