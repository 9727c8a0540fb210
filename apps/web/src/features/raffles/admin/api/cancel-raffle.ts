import type { raffleCancelResultSchema } from '@podium/shared/raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/http.ts';
import { adminRafflePath, refreshRaffles } from './keys.ts';

export type CancelResult = z.infer<typeof raffleCancelResultSchema>;

/** POST /api/admin/raffles/{id}/cancel: ends it without a draw and refunds points tickets, once. */
export const cancelRaffle = (id: number) => api.post<CancelResult>(`${adminRafflePath(id)}/cancel`);

export function useCancelRaffle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelRaffle, onSettled: () => refreshRaffles(queryClient) });
}
