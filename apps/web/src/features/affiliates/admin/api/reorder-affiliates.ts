import type { Affiliate } from '@podium/shared/affiliates/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { affiliatesQuery } from '@/api/get-affiliates.ts';
import { api } from '@/lib/http.ts';
import { orderBy } from '@/lib/reorder.ts';
import { adminAffiliatesQuery } from './get-admin-affiliates.ts';

/** POST /api/admin/affiliates/reorder with every affiliate id once, in the new order. */
export const reorderAffiliates = (ids: number[]) =>
  api.post<Affiliate[]>('/api/admin/affiliates/reorder', { ids });

/**
 * Moves the row at once (optimistic) and saves the order. Moves made in quick succession are sent
 * one after another (one mutation scope), so the last order wins; a failure reloads the saved order.
 */
export function useReorderAffiliates() {
  const queryClient = useQueryClient();
  const key = adminAffiliatesQuery.queryKey;
  return useMutation({
    mutationFn: reorderAffiliates,
    scope: { id: 'admin-affiliates-order' },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (list) => (list ? orderBy(list, ids) : list));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliatesQuery.queryKey }),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
