import type { AdminUsersPage } from '@podium/shared/members/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersKey } from '@/api/admin-users-key.ts';
import { getData } from '@/lib/http.ts';

/** Every members query (lists and details) starts with this key, so one invalidation reloads them all. */

/** GET /api/admin/users?query=&page=: members matching the search, one page at a time. */
export const getAdminUsers = (query: string, page: number) => {
  const params = new URLSearchParams({ query, page: String(page) });
  return getData<AdminUsersPage>(`/api/admin/users?${params}`);
};

export const adminUsersQuery = (query: string, page: number) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'list', { query, page }],
    queryFn: () => getAdminUsers(query, page),
    // Keep the last page on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: string, page: number) => useQuery(adminUsersQuery(query, page));
