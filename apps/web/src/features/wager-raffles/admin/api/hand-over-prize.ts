import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminWagerRafflePath, refreshWagerRaffles } from './keys.ts';

/** POST /api/admin/wager-raffles/{id}/prizes/{prizeId}/handed-over: a custom prize given to its winner. */
export const handOverPrize = ({ id, prizeId }: { id: number; prizeId: number }) =>
  api.post<AdminWagerRaffle>(`${adminWagerRafflePath(id)}/prizes/${prizeId}/handed-over`);

export function useHandOverPrize() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: handOverPrize, onSettled: () => refreshWagerRaffles(queryClient) });
}
