import type { Raffle } from '@podium/shared/raffles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { raffleRead } from './keys.ts';
import { retryUnlessMissing } from './not-found.ts';

/** GET /api/r/raffles/{id}: the raffle with the viewer's own tickets; 404 when there is none. */
export const raffleQuery = (id: string) => {
  const read = raffleRead(id);
  return queryOptions({ ...read, queryFn: () => getData<Raffle>(read.meta.path), retry: retryUnlessMissing });
};

export const useRaffle = (id: string) => useQuery(raffleQuery(id));
