import type { AdminAchievement } from '@podium/shared/members/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersKey } from '@/api/admin-users-key.ts';
import { getData } from '@/lib/http.ts';

/** GET /api/admin/achievements: the whole catalogue. */
export const getAdminAchievements = () => getData<AdminAchievement[]>('/api/admin/achievements');

export const adminAchievementsQuery = queryOptions({
  queryKey: ['admin', 'achievements'],
  queryFn: getAdminAchievements,
});

export const useAdminAchievements = () => useQuery(adminAchievementsQuery);

/** Create and update share this key, so the dialog stays open while either is in flight. */
export const saveAchievementKey = ['admin', 'achievements', 'save'] as const;

/** After any change: reload the catalogue and the member pages that list unlocks. */
export const refreshAchievements = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAchievementsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  ]);
