import type { StoreResponse } from '@podium/shared/store/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

export const storeKey = ['store'] as const;

/** GET /api/r/store: the items with the member's own purchase counts, and their balance. */
export const storeQuery = queryOptions({
  queryKey: storeKey,
  queryFn: () => getData<StoreResponse>('/api/r/store'),
});

/** SPEC §7: loaded only when signed in. */
export const useStore = (signedIn: boolean) => useQuery({ ...storeQuery, enabled: signedIn });
