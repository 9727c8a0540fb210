import { commonErrorCodes } from '@podium/shared/common/errors';
import { liveTopics } from '@podium/shared/common/live';
import { wagerRaffleErrorCodes } from '@podium/shared/wager-raffles/errors';
import type { WagerRaffleDetail, WagerRaffleList } from '@podium/shared/wager-raffles/schemas';
import type { WagerRaffleVerify } from '@podium/shared/wager-raffles/verify';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, hasErrorCode } from '@/lib/http.ts';
import { useLive } from '@/lib/use-live.ts';
import {
  wagerRaffleKey,
  wagerRafflePath,
  wagerRaffleRead,
  wagerRafflesKey,
  wagerRafflesRead,
} from './keys.ts';

/** HTTP 404: no such raffle (or an id that cannot be one). */
export const isWagerRaffleNotFound = (error: unknown): boolean =>
  hasErrorCode(error, wagerRaffleErrorCodes.notFound) || hasErrorCode(error, commonErrorCodes.notFound);

const retryUnlessMissing = (failures: number, error: Error) => !isWagerRaffleNotFound(error) && failures < 1;

/** GET /api/r/wager-raffles: active raffles and recent winners (the server renders the page with it). */
export const wagerRafflesQuery = queryOptions({
  ...wagerRafflesRead,
  queryFn: () => getData<WagerRaffleList>(wagerRafflesRead.meta.path),
});
export const useWagerRaffles = () => useQuery(wagerRafflesQuery);

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

/** GET /api/r/wager-raffles/{id}/verify: what `node scripts/verify-draw.mjs FILE` checks. */
export const useWagerRaffleVerify = (id: string) =>
  useQuery({
    queryKey: [...wagerRaffleKey(id), 'verify'],
    queryFn: () => getData<WagerRaffleVerify>(`${wagerRafflePath(id)}/verify`),
    retry: retryUnlessMissing,
  });

/**
 * Tickets follow the wager table: each wager sync (the leaderboard topic) reloads the raffles; a draw,
 * an edit or a prize handed over (the wager-raffle topic) too.
 */
export function useWagerRafflesLive(): void {
  useLive({ [liveTopics.leaderboard]: [wagerRafflesKey], [liveTopics.wagerRaffle]: [wagerRafflesKey] });
}
