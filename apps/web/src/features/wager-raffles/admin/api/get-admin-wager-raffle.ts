import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminWagerRafflePath, adminWagerRafflesKey } from './keys.ts';

/** GET /api/admin/wager-raffles/{id}. */
export const adminWagerRaffleQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminWagerRafflesKey, id],
    queryFn: () => getData<AdminWagerRaffle>(adminWagerRafflePath(id)),
  });

export const useAdminWagerRaffle = (id: number) => useQuery(adminWagerRaffleQuery(id));
