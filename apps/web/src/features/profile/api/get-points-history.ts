import { POINTS_HISTORY_PAGE_SIZE } from '@podium/shared/points/ledger';
import type { PointsTransaction } from '@podium/shared/points/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/r/profile/points-history?before={id}: the signed-in member's own ledger, newest first. */
export const pointsHistoryQuery = infiniteQueryOptions({
  queryKey: ['points-history'],
  queryFn: ({ pageParam }) =>
    getData<PointsTransaction[]>(
      pageParam === null
        ? '/api/r/profile/points-history'
        : `/api/r/profile/points-history?before=${pageParam}`,
    ),
  initialPageParam: null as number | null,
  // A short page is the last one; otherwise the next page starts before the oldest row shown.
  getNextPageParam: (last) => (last.length < POINTS_HISTORY_PAGE_SIZE ? null : (last.at(-1)?.id ?? null)),
});

export const usePointsHistory = () => useInfiniteQuery(pointsHistoryQuery);
