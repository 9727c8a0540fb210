import type { AdminPastPeriods } from '@podium/shared/leaderboard/standings';
import type { AdminUsersPage } from '@podium/shared/members/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** Every past-periods query starts with this key: a decision on a prize reloads them all. */
export const pastPeriodsKey = ['admin', 'leaderboards', 'past-periods'] as const;

/** GET /api/admin/leaderboards/{id}/periods?page=: a board's ended periods, newest first, with their prize ranks. */
export const pastPeriodsQuery = (boardId: number, page: number) =>
  queryOptions({
    queryKey: [...pastPeriodsKey, boardId, page],
    queryFn: () => getData<AdminPastPeriods>(`/api/admin/leaderboards/${boardId}/periods?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const usePastPeriods = (boardId: number | null, page: number) =>
  useQuery({ ...pastPeriodsQuery(boardId ?? 0, page), enabled: boardId !== null });

/** GET /api/admin/users?query=: members whose name matches, for the Match dialog's suggestions (2 characters or more). */
export const useMemberSuggestions = (query: string) =>
  useQuery({
    queryKey: ['admin', 'leaderboards', 'member-suggestions', query],
    queryFn: () => getData<AdminUsersPage>(`/api/admin/users?${new URLSearchParams({ query })}`),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });
