import type { WagerRaffleList } from '@podium/shared/wager-raffles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { wagerRafflesRead } from './keys.ts';

/** GET /api/r/wager-raffles: active raffles and recent winners (the server renders the page with it). */
export const wagerRafflesQuery = queryOptions({
  ...wagerRafflesRead,
  queryFn: () => getData<WagerRaffleList>(wagerRafflesRead.meta.path),
});
export const useWagerRaffles = () => useQuery(wagerRafflesQuery);
