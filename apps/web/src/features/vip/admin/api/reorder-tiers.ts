import type { AdminVip, AdminVipTier } from '@podium/shared/vip/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { orderBy } from '@/lib/reorder.ts';
import { adminVipQuery, refreshVip } from './get-admin-vip.ts';

/** POST /api/admin/vip/tiers/reorder: one platform's current tiers in their new order. */
export const reorderTiers = (body: { platform_id: number; ids: number[] }) =>
  api.post<AdminVipTier[]>('/api/admin/vip/tiers/reorder', body);

/** Moves the rows at once (and back if the server refuses), then reloads. */
export function useReorderTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderTiers,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: adminVipQuery.queryKey });
      const before = queryClient.getQueryData<AdminVip>(adminVipQuery.queryKey);
      if (before) {
        const rank = new Map(ids.map((id, i) => [id, i]));
        const tiers = orderBy(before.tiers, ids).map((t) => ({
          ...t,
          sort_order: rank.get(t.id) ?? t.sort_order,
        }));
        queryClient.setQueryData<AdminVip>(adminVipQuery.queryKey, { ...before, tiers });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(adminVipQuery.queryKey, context.before);
    },
    onSettled: () => refreshVip(queryClient),
  });
}
