import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyFeeds, wagerFeedsPath } from './get-wager-feeds.ts';

/** POST /api/admin/wager-feeds/:id/sync: call the casino now (within its cooldown). */
export const syncFeed = (id: number) => api.post<Feed[]>(`${wagerFeedsPath}/${id}/sync`);

export function useSyncFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: syncFeed, onSuccess: (envelope) => applyFeeds(queryClient, envelope) });
}
