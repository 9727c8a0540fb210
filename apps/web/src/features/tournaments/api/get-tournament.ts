import type { TournamentDetail } from '@podium/shared/tournaments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { tournamentRead } from './keys.ts';
import { retryUnlessMissing } from './not-found.ts';

/** GET /api/r/tournaments/{id}: the bracket, the viewer's picks, friends', top and all predictions. */
export const tournamentQuery = (id: string) => {
  const read = tournamentRead(id);
  return queryOptions({
    ...read,
    queryFn: () => getData<TournamentDetail>(read.meta.path),
    retry: retryUnlessMissing,
  });
};

export const useTournament = (id: string) => useQuery(tournamentQuery(id));
