import type { Raffle } from '@podium/shared/raffles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { rafflesRead } from './keys.ts';

/** GET /api/r/raffles: every raffle, latest end first (the server renders /raffles with it). */
export const rafflesQuery = queryOptions({
  ...rafflesRead,
  queryFn: () => getData<Raffle[]>(rafflesRead.meta.path),
});

export const useRaffles = () => useQuery(rafflesQuery);
