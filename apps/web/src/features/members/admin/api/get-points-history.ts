import { ADMIN_HISTORY_PAGE_SIZE, type AdminPointsTransaction } from '@podium/shared/members/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminUserKey } from './get-admin-user.ts';

/** GET /api/admin/users/{id}/points-history?before={transactionId}: the next older ledger rows. */
export const getPointsHistory = (id: number, before: number) =>
  getData<AdminPointsTransaction[]>(`/api/admin/users/${id}/points-history?before=${before}`);

/**
 * Older ledger rows, after the latest ones the member's page already has ("Load more"). Nothing is
 * fetched until the admin asks; a full page means there may be more.
 */
export function useOlderPointsHistory(id: number, latest: AdminPointsTransaction[]) {
  const oldest = latest.at(-1)?.id;
  return useInfiniteQuery({
    queryKey: [...adminUserKey(id), 'history', oldest ?? null],
    queryFn: ({ pageParam }) => getPointsHistory(id, pageParam),
    initialPageParam: oldest ?? 0,
    getNextPageParam: (page: AdminPointsTransaction[]) =>
      page.length >= ADMIN_HISTORY_PAGE_SIZE ? page.at(-1)?.id : undefined,
    enabled: false,
  });
}
