import type { AdminStoreItem, StoreItemInput } from '@podium/shared/store/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshStoreItems, saveStoreItemKey } from './get-admin-store-items.ts';

/** PUT /api/admin/store/items/{id} with the whole item. */
export const updateStoreItem = ({ id, input }: { id: number; input: StoreItemInput }) =>
  api.put<AdminStoreItem>(`/api/admin/store/items/${id}`, input);

export function useUpdateStoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveStoreItemKey,
    mutationFn: updateStoreItem,
    onSuccess: () => refreshStoreItems(queryClient),
  });
}
