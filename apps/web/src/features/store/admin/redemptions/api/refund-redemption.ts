import type { QueueRedemption } from '@podium/shared/store/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshStoreItems } from '@/features/store/admin/items/api/get-admin-store-items.ts';
import { api } from '@/lib/http.ts';
import { applyQueueRow } from './get-redemption-queue.ts';

/** POST /api/staff/redemptions/{id}/refund: points back through the ledger, stock restored, once. */
export const refundRedemption = (id: number) =>
  api.post<QueueRedemption>(`/api/staff/redemptions/${id}/refund`);

export function useRefundRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundRedemption,
    onSuccess: (envelope) =>
      Promise.all([applyQueueRow(queryClient, envelope.data ?? null), refreshStoreItems(queryClient)]),
  });
}
