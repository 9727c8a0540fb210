import type { Feed, FeedInput } from '@podium/shared/wager-feeds/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyFeeds, wagerFeedsPath } from './get-wager-feeds.ts';

/** PUT /api/admin/wager-feeds/:id: provider, account id and (write-only) API key. */
export const saveFeed = ({ id, input }: { id: number; input: FeedInput }) =>
  api.put<Feed[]>(`${wagerFeedsPath}/${id}`, input);

export function useSaveFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFeed, onSuccess: (envelope) => applyFeeds(queryClient, envelope) });
}
