import { type TournamentFilter, tournamentFilters } from '@podium/shared/tournaments/messages';
import type { AppDeps } from '../../app-types.ts';
import { listTournaments } from './tournaments.repository.ts';

const firstPageKey = (filter: TournamentFilter) => `tournaments:list:${filter}`;
/** The cached first page of each filter; `tournamentChanged` drops them in every process. */
export const TOURNAMENT_LIST_KEYS = tournamentFilters.map(firstPageKey);

type TournamentList = Awaited<ReturnType<typeof listTournaments>>;

/**
 * GET /api/r/tournaments: the first page of each filter (what the page opens with) from memory, the
 * same for everyone; later pages from the database.
 */
export async function cachedTournamentList(
  { db, cache }: Pick<AppDeps, 'db' | 'cache'>,
  page: number,
  filter: TournamentFilter,
): Promise<TournamentList> {
  if (page !== 1) return listTournaments(db, page, filter);
  const entry = await cache.get(firstPageKey(filter), () => listTournaments(db, 1, filter));
  return entry.value as TournamentList;
}
