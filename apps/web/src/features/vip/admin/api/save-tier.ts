import type { AdminVipTier, VipTierCreate, VipTierInput } from '@podium/shared/vip/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshVip, saveTierKey } from './get-admin-vip.ts';

/** POST /api/admin/vip/tiers → 201 with the new tier, last on its platform. */
export const createTier = (input: VipTierCreate) => api.post<AdminVipTier>('/api/admin/vip/tiers', input);

/** PUT /api/admin/vip/tiers/{id}: its platform stays. */
export const updateTier = ({ id, input }: { id: number; input: VipTierInput }) =>
  api.put<AdminVipTier>(`/api/admin/vip/tiers/${id}`, input);

export function useCreateTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveTierKey,
    mutationFn: createTier,
    onSuccess: () => refreshVip(queryClient),
  });
}

export function useUpdateTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveTierKey,
    mutationFn: updateTier,
    onSuccess: () => refreshVip(queryClient),
  });
}
