import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminWagerRafflePath, refreshWagerRaffles } from './keys.ts';

/** POST /api/admin/wager-raffles/{id}/draw: freezes the tickets and draws now, once. */
export const drawWagerRaffle = (id: number) => api.post<AdminWagerRaffle>(`${adminWagerRafflePath(id)}/draw`);

export function useDrawWagerRaffle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: drawWagerRaffle, onSettled: () => refreshWagerRaffles(queryClient) });
}
