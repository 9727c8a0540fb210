import type { FriendRequest } from '@podium/shared/friends/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/r/friends/requests: pending requests other members sent the viewer. */
export const friendRequestsQuery = queryOptions({
  queryKey: ['friends', 'requests'],
  queryFn: () => getData<FriendRequest[]>('/api/r/friends/requests'),
  staleTime: 30_000,
  refetchInterval: 60_000,
});

export const useFriendRequests = (enabled: boolean) => useQuery({ ...friendRequestsQuery, enabled });
