import type { WagerRaffleDetail } from '@podium/shared/wager-raffles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { wagerRaffleRead } from './keys.ts';
import { retryUnlessMissing } from './not-found.ts';

/** GET /api/r/wager-raffles/{id}: the detail with the viewer's own tickets; 404 when there is none. */
export const wagerRaffleQuery = (id: string) => {
  const read = wagerRaffleRead(id);
  return queryOptions({
    ...read,
    queryFn: () => getData<WagerRaffleDetail>(read.meta.path),
    retry: retryUnlessMissing,
  });
};
export const useWagerRaffle = (id: string) => useQuery(wagerRaffleQuery(id));
