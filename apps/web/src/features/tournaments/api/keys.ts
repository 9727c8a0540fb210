import type { TournamentFilter } from '@podium/shared/tournaments/messages';

/**
 * The public tournament queries' keys and paths, and the reads the server answers before rendering a
 * tournament page (`meta.path`, decision 019). Nothing else here: the route table imports it.
 */

export const tournamentsKey = ['tournaments'] as const;
export const tournamentListKey = (page: number, filter: TournamentFilter) =>
  ['tournaments', 'list', page, filter] as const;
export const tournamentKey = (id: string) => ['tournaments', 'one', id] as const;

export const tournamentPath = (id: string) => `/api/r/tournaments/${encodeURIComponent(id)}`;
export const tournamentListPath = (page: number, filter: TournamentFilter) =>
  page === 1 && filter === 'all' ? '/api/r/tournaments' : `/api/r/tournaments?page=${page}&filter=${filter}`;

/** GET /api/r/tournaments?page={n}&filter={f}: one page of cards. The first (page 1, All) is rendered on the server. */
export const tournamentListRead = (page: number, filter: TournamentFilter) => ({
  queryKey: tournamentListKey(page, filter),
  meta: { path: tournamentListPath(page, filter), paged: true },
});
/** GET /api/r/tournaments/{id}: the detail page's read. */
export const tournamentRead = (id: string) => ({
  queryKey: tournamentKey(id),
  meta: { path: tournamentPath(id) },
});
