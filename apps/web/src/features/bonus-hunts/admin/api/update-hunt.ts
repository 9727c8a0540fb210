import type { HuntAdminDetail, HuntUpdateInput } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntPath, applyHunt } from './keys.ts';

/** PUT /api/admin/bonus-hunts/{id}: settings, predictions open or closed. */
export const updateHunt = ({ id, input }: { id: number; input: HuntUpdateInput }) =>
  api.put<HuntAdminDetail>(adminHuntPath(id), input);

export function useUpdateHunt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHunt, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
