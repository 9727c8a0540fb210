import type { BonusHuntCurrent } from '@podium/shared/bonus-hunts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { huntRead } from './keys.ts';

/** One hunt by id, as the current-hunt read answers it: the pinned overlay follows it whatever else runs. */
export const huntQuery = (huntId: string) =>
  queryOptions({
    ...huntRead(huntId),
    queryFn: () => getData<BonusHuntCurrent>(huntRead(huntId).meta.path),
  });
export const useHunt = (huntId: string) => useQuery(huntQuery(huntId));
