import type { AdminVipTier } from '@podium/shared/vip/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshVip } from './get-admin-vip.ts';

/** POST /api/admin/vip/tiers/{id}/retire or /restore: a retired tier is hidden from members, its claims stay. */
export const setTierRetired = ({ id, retired }: { id: number; retired: boolean }) =>
  api.post<AdminVipTier>(`/api/admin/vip/tiers/${id}/${retired ? 'retire' : 'restore'}`);

export function useSetTierRetired() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTierRetired, onSuccess: () => refreshVip(queryClient) });
}
