import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminWagerRafflesKey, adminWagerRafflesPath } from './keys.ts';

/** GET /api/admin/wager-raffles: every wager raffle. */
export const adminWagerRafflesQuery = queryOptions({
  queryKey: [...adminWagerRafflesKey, 'list'],
  queryFn: () => getData<AdminWagerRaffle[]>(adminWagerRafflesPath),
});

export const useAdminWagerRaffles = () => useQuery(adminWagerRafflesQuery);
