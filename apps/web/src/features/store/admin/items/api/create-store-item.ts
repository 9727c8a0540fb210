import type { AdminStoreItem, StoreItemInput } from '@podium/shared/store/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshStoreItems, saveStoreItemKey } from './get-admin-store-items.ts';

/** POST /api/admin/store/items → 201 with the new item and its id. */
export const createStoreItem = (input: StoreItemInput) =>
  api.post<AdminStoreItem>('/api/admin/store/items', input);

export function useCreateStoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveStoreItemKey,
    mutationFn: createStoreItem,
    onSuccess: () => refreshStoreItems(queryClient),
  });
}
