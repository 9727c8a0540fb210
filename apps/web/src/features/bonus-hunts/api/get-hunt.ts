import type { BonusHuntCurrent } from '@podium/shared/bonus-hunts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { huntRead } from './keys.ts';
import { isHuntNotFound } from './not-found.ts';

/**
 * One hunt by id, as the current-hunt read answers it: the pinned overlay follows it whatever else
 * runs; /bonus-hunts/{id} shows it. An unknown hunt is not asked again.
 */
export const huntQuery = (huntId: string) =>
  queryOptions({
    ...huntRead(huntId),
    queryFn: () => getData<BonusHuntCurrent>(huntRead(huntId).meta.path),
    retry: (failures, error) => !isHuntNotFound(error) && failures < 1,
  });
export const useHunt = (huntId: string) => useQuery(huntQuery(huntId));
