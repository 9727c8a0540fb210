import type { raffleRemoveResultSchema } from '@podium/shared/raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/http.ts';
import { adminRafflePath, refreshRaffles } from './keys.ts';

export type RemoveResult = z.infer<typeof raffleRemoveResultSchema>;

/** DELETE /api/admin/raffles/{id}/entries/{entryId}: a points ticket is refunded. */
export const removeRaffleEntry = ({ id, entryId }: { id: number; entryId: number }) =>
  api.delete<RemoveResult>(`${adminRafflePath(id)}/entries/${entryId}`);

export function useRemoveRaffleEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeRaffleEntry, onSuccess: () => refreshRaffles(queryClient) });
}
