import type { AdminVipTier, VipTierInput } from '@podium/shared/vip/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshVip, saveTierKey } from './get-admin-vip.ts';

/** PUT /api/admin/vip/tiers/{id}: its platform stays. */
export const updateTier = ({ id, input }: { id: number; input: VipTierInput }) =>
  api.put<AdminVipTier>(`/api/admin/vip/tiers/${id}`, input);

export function useUpdateTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveTierKey,
    mutationFn: updateTier,
    onSuccess: () => refreshVip(queryClient),
  });
}
