import type { QueueRedemption } from '@podium/shared/store/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyQueueRow } from './get-redemption-queue.ts';

/** POST /api/staff/redemptions/{id}/process: records who processed it and when; 409 if not pending. */
export const processRedemption = (id: number) =>
  api.post<QueueRedemption>(`/api/staff/redemptions/${id}/process`);

export function useProcessRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processRedemption,
    onSuccess: (envelope) => applyQueueRow(queryClient, envelope.data ?? null),
  });
}
