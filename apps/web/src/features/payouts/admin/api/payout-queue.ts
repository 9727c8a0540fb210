import type { PayoutStatus } from '@podium/shared/common/payout-status';
import type { AdminPayout, PayoutPage, PayoutSource } from '@podium/shared/payouts/schemas';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, getData } from '@/lib/http.ts';

/** Every admin payouts query starts with this key. */
export const payoutQueueKey = ['admin', 'payouts'] as const;

export interface PayoutFilters {
  status?: PayoutStatus | undefined;
  source?: PayoutSource | undefined;
  q?: string | undefined;
  page: number;
}

/** GET /api/admin/payouts?status=&source=&q=&page=: pending first, oldest waiting first. */
export const payoutQueueQuery = (filters: PayoutFilters) =>
  queryOptions({
    queryKey: [...payoutQueueKey, filters],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.status) params.set('status', filters.status);
      if (filters.source) params.set('source', filters.source);
      if (filters.q) params.set('q', filters.q);
      return getData<PayoutPage>(`/api/admin/payouts?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const usePayoutQueue = (filters: PayoutFilters) => useQuery(payoutQueueQuery(filters));

/** The decided row changes where it is; every page is marked stale for the next visit or filter. */
async function applyRow(queryClient: QueryClient, row: AdminPayout | null) {
  if (row) {
    queryClient.setQueriesData<PayoutPage>({ queryKey: payoutQueueKey }, (page) =>
      page ? { ...page, payouts: page.payouts.map((p) => (p.id === row.id ? row : p)) } : page,
    );
  }
  await queryClient.invalidateQueries({ queryKey: payoutQueueKey, refetchType: row ? 'none' : 'active' });
}

export type Decision =
  | { id: number; paid: true; reference: string }
  | { id: number; paid: false; reason: string };

/** POST /api/admin/payouts/{id}/paid {reference} or …/reject {reason}: once, never one's own. */
export const decidePayout = (d: Decision) =>
  d.paid
    ? api.post<AdminPayout>(`/api/admin/payouts/${d.id}/paid`, { reference: d.reference })
    : api.post<AdminPayout>(`/api/admin/payouts/${d.id}/reject`, { reason: d.reason });

/** Both decisions share this key, so the dialog knows one is in flight. */
export const decidePayoutKey = [...payoutQueueKey, 'decide'] as const;

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: decidePayoutKey,
    mutationFn: decidePayout,
    onSuccess: (envelope) => applyRow(queryClient, envelope.data ?? null),
    onError: () => applyRow(queryClient, null),
  });
}
