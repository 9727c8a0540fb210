import type { ConnectionTest } from '@podium/shared/wager-feeds/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { wagerFeedsPath, wagerFeedsQuery } from './get-wager-feeds.ts';

/** POST /api/admin/wager-feeds/:id/test: one call with the stored key; nothing is written. */
export const testConnection = (id: number) => api.post<ConnectionTest>(`${wagerFeedsPath}/${id}/test`);

export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wagerFeedsQuery.queryKey }),
  });
}
