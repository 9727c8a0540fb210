import type { AdminPayout, PayoutPage } from '@podium/shared/payouts/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { payoutQueueKey } from './get-payout-queue.ts';

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
