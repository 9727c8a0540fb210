import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshAffiliates } from './get-admin-affiliates.ts';

/** DELETE /api/admin/affiliates/:id. */
export const deleteAffiliate = (id: number) => api.delete<null>(`/api/admin/affiliates/${id}`);

export function useDeleteAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAffiliate, onSuccess: () => refreshAffiliates(queryClient) });
}
