import type { HuntAdminListEntry } from '@podium/shared/bonus-hunts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminHuntsKey, adminHuntsPath } from './keys.ts';

/** GET /api/admin/bonus-hunts: every hunt, newest first. */
export const adminHuntsQuery = queryOptions({
  queryKey: adminHuntsKey,
  queryFn: () => getData<HuntAdminListEntry[]>(adminHuntsPath),
});

export const useAdminHunts = () => useQuery(adminHuntsQuery);
