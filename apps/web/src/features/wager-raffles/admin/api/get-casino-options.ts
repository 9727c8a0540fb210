import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/admin/leaderboards: the casinos a raffle can cover (the platforms with a casino username slot). */
export const casinoOptionsQuery = queryOptions({
  queryKey: ['admin', 'leaderboards', 'for-wager-raffles'],
  queryFn: () => getData<AdminPlatform[]>('/api/admin/leaderboards'),
});

export const useCasinoOptions = () => useQuery(casinoOptionsQuery);
