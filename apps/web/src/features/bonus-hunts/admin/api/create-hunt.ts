import type { HuntAdminDetail, HuntCreateInput } from '@podium/shared/bonus-hunts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminHuntsPath, applyHunt } from './keys.ts';

/** POST /api/admin/bonus-hunts: a new hunt. */
export const createHunt = (input: HuntCreateInput) => api.post<HuntAdminDetail>(adminHuntsPath, input);

export function useCreateHunt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createHunt, onSuccess: (envelope) => applyHunt(queryClient, envelope) });
}
