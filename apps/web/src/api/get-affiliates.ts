import type { Affiliate } from '@podium/shared/affiliates/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/r/affiliates: fetched when the app loads and kept for the session. */
export const affiliatesQuery = queryOptions({
  queryKey: ['affiliates'],
  queryFn: () => getData<Affiliate[]>('/api/r/affiliates'),
  meta: { path: '/api/r/affiliates' },
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAffiliates = () => useQuery(affiliatesQuery);
