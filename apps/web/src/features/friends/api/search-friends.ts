import { isFriendSearchReady } from '@podium/shared/friends/rules';
import type { FriendSearchResult } from '@podium/shared/friends/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/r/friends/search?query=: members matching the text, each with the viewer's friendship. */
export const friendSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['friends', 'search', query],
    queryFn: () => getData<FriendSearchResult[]>(`/api/r/friends/search?query=${encodeURIComponent(query)}`),
    enabled: isFriendSearchReady(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useFriendSearch = (query: string) => useQuery(friendSearchQuery(query));
