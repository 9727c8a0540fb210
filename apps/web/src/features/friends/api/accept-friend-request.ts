import { friendsMessages } from '@podium/shared/friends/messages';
import { friendshipFor } from '@podium/shared/friends/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/http.ts';
import { applyFriendship, type FriendshipTarget } from './friend-cache.ts';

/** POST /api/r/friends/{id}/accept. */
export const acceptFriendRequest = (id: number) => api.post(`/api/r/friends/${id}/accept`);

export function useAcceptFriendRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: FriendshipTarget) => acceptFriendRequest(id),
    onSuccess: (_, { id, userId }) => {
      applyFriendship(client, userId, friendshipFor({ id, status: 'accepted', senderId: userId }, null));
      toast.success(friendsMessages.accepted);
    },
    onError: () => toast.error(friendsMessages.acceptFailed),
  });
}
