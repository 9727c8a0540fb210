import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshStoreItems } from './get-admin-store-items.ts';

/** DELETE /api/admin/store/items/{id}; 409 once the item has been bought (deactivate it instead). */
export const deleteStoreItem = (id: number) => api.delete<null>(`/api/admin/store/items/${id}`);

export function useDeleteStoreItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStoreItem, onSuccess: () => refreshStoreItems(queryClient) });
}
