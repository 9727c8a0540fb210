import type { BonusHuntCurrent, HuntHistoryEntry, HuntPrediction } from '@podium/shared/bonus-hunts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { currentHuntRead, huntHistoryRead, huntPredictionsRead } from './keys.ts';

/** The current hunt: its statistics, games and the viewer's prediction. */
export const currentHuntQuery = queryOptions({
  ...currentHuntRead,
  queryFn: () => getData<BonusHuntCurrent>(currentHuntRead.meta.path),
});
export const useCurrentHunt = () => useQuery(currentHuntQuery);

export const useHuntPredictions = (huntId: number | null) => {
  const read = huntPredictionsRead(huntId ?? 0);
  return useQuery({
    ...read,
    queryFn: () => getData<HuntPrediction[]>(read.meta.path),
    enabled: huntId !== null,
  });
};

export const useHuntHistory = () =>
  useQuery({ ...huntHistoryRead, queryFn: () => getData<HuntHistoryEntry[]>(huntHistoryRead.meta.path) });
