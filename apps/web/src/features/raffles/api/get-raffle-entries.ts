import type { RaffleEntry } from '@podium/shared/raffles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { raffleEntriesRead } from './keys.ts';
import { retryUnlessMissing } from './not-found.ts';

/** GET /api/r/raffles/{id}/entries: one row per ticket with its member, newest first. */
export const raffleEntriesQuery = (id: string) => {
  const read = raffleEntriesRead(id);
  return queryOptions({
    ...read,
    queryFn: () => getData<RaffleEntry[]>(read.meta.path),
    retry: retryUnlessMissing,
  });
};

export const useRaffleEntries = (id: string) => useQuery(raffleEntriesQuery(id));
