import type { TournamentFilter } from '@podium/shared/tournaments/messages';
import type { TournamentCard } from '@podium/shared/tournaments/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/http.ts';
import { tournamentListRead } from './keys.ts';

/** One page of tournament cards, newest first, with the pagination (page 1 of All is rendered on the server). */
export const tournamentsQuery = (page: number, filter: TournamentFilter) => {
  const read = tournamentListRead(page, filter);
  return queryOptions({ ...read, queryFn: () => getPage<TournamentCard[]>(read.meta.path) });
};

export const useTournaments = (page: number, filter: TournamentFilter) =>
  useQuery({ ...tournamentsQuery(page, filter), placeholderData: keepPreviousData });
