import type { BonusHuntCurrent } from '@podium/shared/bonus-hunts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { currentHuntRead } from './keys.ts';

/** The current hunt: its statistics, games and the viewer's prediction. */
export const currentHuntQuery = queryOptions({
  ...currentHuntRead,
  queryFn: () => getData<BonusHuntCurrent>(currentHuntRead.meta.path),
});
export const useCurrentHunt = () => useQuery(currentHuntQuery);
