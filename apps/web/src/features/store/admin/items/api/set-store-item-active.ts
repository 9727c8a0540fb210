import type { AdminStoreItem } from '@podium/shared/store/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { adminStoreItemsQuery, refreshStoreItems } from './get-admin-store-items.ts';

/** POST /api/admin/store/items/{id}/activate or …/deactivate → the item. */
export const setStoreItemActive = ({ id, active }: { id: number; active: boolean }) =>
  api.post<AdminStoreItem>(`/api/admin/store/items/${id}/${active ? 'activate' : 'deactivate'}`);

export function useSetStoreItemActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoreItemActive,
    onSuccess: (envelope) => {
      const saved = envelope.data;
      if (saved) {
        queryClient.setQueryData(adminStoreItemsQuery.queryKey, (items) =>
          items?.map((i) => (i.id === saved.id ? saved : i)),
        );
      }
      return refreshStoreItems(queryClient);
    },
  });
}
