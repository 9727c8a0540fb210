import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/http.ts';
import { applyFriendship, type FriendshipTarget, friendshipAfter } from './friend-cache.ts';

/** POST /api/r/friends/{id}/accept. */
export const acceptFriendRequest = (id: number) => api.post(`/api/r/friends/${id}/accept`);

export function useAcceptFriendRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: FriendshipTarget) => acceptFriendRequest(id),
    onSuccess: (_, { id, userId }) => {
      applyFriendship(client, userId, friendshipAfter.accepted(id, userId));
      toast.success('Friend request accepted');
    },
    onError: () => toast.error('Failed to accept friend request'),
  });
}
