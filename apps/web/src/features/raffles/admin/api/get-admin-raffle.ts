import type { AdminRaffle } from '@podium/shared/raffles/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminRafflePath, adminRafflesKey } from './keys.ts';

/** GET /api/admin/raffles/{id}. */
export const adminRaffleQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminRafflesKey, id],
    queryFn: () => getData<AdminRaffle>(adminRafflePath(id)),
  });

export const useAdminRaffle = (id: number) => useQuery(adminRaffleQuery(id));
