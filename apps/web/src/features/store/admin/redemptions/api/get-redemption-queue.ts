import type { QueuePage, QueueRedemption, RedemptionStatus } from '@podium/shared/store/schemas';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** Every queue query starts with this key, so one update or invalidation reaches every page. */
export const redemptionQueueKey = ['staff', 'redemptions'] as const;

export interface QueueFilters {
  /** Absent: every status. */
  status?: RedemptionStatus | undefined;
  item_id?: number | undefined;
  page: number;
}

/** GET /api/staff/redemptions?status=&item_id=&page= (moderators and admins). */
export const getRedemptionQueue = ({ status, item_id, page }: QueueFilters) => {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  if (item_id) params.set('item_id', String(item_id));
  return getData<QueuePage>(`/api/staff/redemptions?${params}`);
};

export const redemptionQueueQuery = (filters: QueueFilters) =>
  queryOptions({
    queryKey: [...redemptionQueueKey, filters],
    queryFn: () => getRedemptionQueue(filters),
    // Keep the last page on screen while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
  });

export const useRedemptionQueue = (filters: QueueFilters) => useQuery(redemptionQueueQuery(filters));

/**
 * After processing or refunding: the row changes where it is (it does not jump out of a "Pending"
 * page under the keyboard), and every queue page is marked stale for the next visit or filter.
 */
export async function applyQueueRow(queryClient: QueryClient, row: QueueRedemption | null) {
  if (row) {
    queryClient.setQueriesData<QueuePage>({ queryKey: redemptionQueueKey }, (page) =>
      page ? { ...page, redemptions: page.redemptions.map((r) => (r.id === row.id ? row : r)) } : page,
    );
  }
  await queryClient.invalidateQueries({ queryKey: redemptionQueueKey, refetchType: row ? 'none' : 'active' });
}
