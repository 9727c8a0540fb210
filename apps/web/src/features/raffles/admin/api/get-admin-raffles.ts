import type { AdminRaffle } from '@podium/shared/raffles/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminRafflesKey } from './keys.ts';

/** GET /api/admin/raffles: every raffle, latest end first, with who made and cancelled it. */
export const adminRafflesQuery = queryOptions({
  queryKey: [...adminRafflesKey, 'list'],
  queryFn: () => getData<AdminRaffle[]>('/api/admin/raffles'),
});

export const useAdminRaffles = () => useQuery(adminRafflesQuery);
