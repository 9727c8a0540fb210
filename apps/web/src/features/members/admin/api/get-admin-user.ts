import type { AdminUserDetail } from '@podium/shared/members/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersKey } from '@/api/admin-users-key.ts';
import { getData } from '@/lib/http.ts';

/** GET /api/admin/users/{id}: profile, private fields, badges, achievements and the latest 50 ledger rows. */
export const getAdminUser = (id: number) => getData<AdminUserDetail>(`/api/admin/users/${id}`);

export const adminUserKey = (id: number) => [...adminUsersKey, 'detail', id] as const;

export const adminUserQuery = (id: number) =>
  queryOptions({ queryKey: adminUserKey(id), queryFn: () => getAdminUser(id) });

export const useAdminUser = (id: number) => useQuery(adminUserQuery(id));

/** After a change to one member: reload their page (and its history) and the member lists. */
export const refreshMember = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUserKey(id) }),
    queryClient.invalidateQueries({ queryKey: [...adminUsersKey, 'list'] }),
  ]);
