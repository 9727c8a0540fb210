import type { AdminStoreItem } from '@podium/shared/store/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { storeKey } from '@/features/store/api/get-store.ts';
import { getData } from '@/lib/http.ts';

/** Every admin store query starts with this key. */
export const adminStoreKey = ['admin', 'store'] as const;

/** GET /api/admin/store/items: every item, active or not, with how many were sold. */
export const getAdminStoreItems = () => getData<AdminStoreItem[]>('/api/admin/store/items');

export const adminStoreItemsQuery = queryOptions({
  queryKey: [...adminStoreKey, 'items'],
  queryFn: getAdminStoreItems,
});

/** Create and update share this key, so the dialog can stay open while either is in flight. */
export const saveStoreItemKey = [...adminStoreKey, 'save'] as const;

export const useAdminStoreItems = () => useQuery(adminStoreItemsQuery);

/** After any change: reload the admin list, and the member's store and history (items, stock). */
export const refreshStoreItems = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminStoreKey }),
    queryClient.invalidateQueries({ queryKey: storeKey }),
  ]);
