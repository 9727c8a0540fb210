import type { Redemption } from '@podium/shared/store/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

export const redemptionsKey = ['store', 'redemptions'] as const;

/**
 * GET /api/r/store/redemptions: the member's purchases, newest first. SPEC §7: loaded when the History
 * tab opens and the list is empty — a loaded list is kept until a purchase marks it stale.
 */
export const redemptionsQuery = queryOptions({
  queryKey: redemptionsKey,
  queryFn: () => getData<Redemption[]>('/api/r/store/redemptions'),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnMount: (query) => ((query.state.data as Redemption[] | undefined)?.length ? true : 'always'),
});

/** Mount it with the History tab (Radix mounts only the open tab). */
export const useRedemptions = () => useQuery(redemptionsQuery);
