import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminHuntPath, adminHuntsKey } from './keys.ts';

/** GET /api/admin/bonus-hunts/{id}: the hunt, its games and its predictions. */
export const adminHuntQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminHuntsKey, id],
    queryFn: () => getData<HuntAdminDetail>(adminHuntPath(id)),
  });

export const useAdminHunt = (id: string) => useQuery(adminHuntQuery(id));
