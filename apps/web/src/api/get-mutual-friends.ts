import type { UserSummary } from '@podium/shared/common/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/r/friends/mutual/{userId}: friends the viewer and that member have in common. */
export const mutualFriendsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['friends', 'mutual', userId],
    queryFn: () => getData<UserSummary[]>(`/api/r/friends/mutual/${userId}`),
  });

export const useMutualFriends = (userId: number) => useQuery(mutualFriendsQuery(userId));
