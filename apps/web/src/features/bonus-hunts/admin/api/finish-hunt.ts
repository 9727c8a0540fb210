import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** POST /api/admin/bonus-hunts/{id}/finish: pays the closest predictions, once. */
export const finishHunt = (id: number) => api.post<HuntAdminDetail>(`${adminHuntPath(id)}/finish`);

export function useFinishHunt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: finishHunt, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
