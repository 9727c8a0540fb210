import type { AdminVipTier, VipTierCreate } from '@podium/shared/vip/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshVip, saveTierKey } from './get-admin-vip.ts';

/** POST /api/admin/vip/tiers → 201 with the new tier, last on its platform. */
export const createTier = (input: VipTierCreate) => api.post<AdminVipTier>('/api/admin/vip/tiers', input);

export function useCreateTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveTierKey,
    mutationFn: createTier,
    onSuccess: () => refreshVip(queryClient),
  });
}
