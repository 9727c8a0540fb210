import type { QueueRedemption } from '@podium/shared/store/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshStoreItems } from '@/features/store/admin/items/api/get-admin-store-items.ts';
import { api } from '@/lib/http.ts';
import { applyQueueRow } from './get-redemption-queue.ts';

/**
 * POST /api/staff/redemptions/{id}/refund: points back through the ledger, stock restored, once. A
 * processed redemption is an Admin's to refund, with a reason the member reads (decision 043).
 */
export const refundRedemption = ({ id, reason }: { id: number; reason?: string }) =>
  api.post<QueueRedemption>(`/api/staff/redemptions/${id}/refund`, reason ? { reason } : undefined);

export function useRefundRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundRedemption,
    onSuccess: (envelope) =>
      Promise.all([applyQueueRow(queryClient, envelope.data ?? null), refreshStoreItems(queryClient)]),
  });
}
