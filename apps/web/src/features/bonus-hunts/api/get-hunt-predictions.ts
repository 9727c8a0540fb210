import type { HuntPrediction } from '@podium/shared/bonus-hunts/schemas';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { huntPredictionsRead } from './keys.ts';

/** A hunt's predictions (the Predictions tab); nothing is asked until there is a hunt. */
export const useHuntPredictions = (huntId: number | null) => {
  const read = huntPredictionsRead(huntId ?? 0);
  return useQuery({
    ...read,
    queryFn: () => getData<HuntPrediction[]>(read.meta.path),
    enabled: huntId !== null,
  });
};
