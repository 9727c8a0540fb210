import { friendsMessages } from '@podium/shared/friends/messages';
import { friendshipFor } from '@podium/shared/friends/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/http.ts';
import { applyFriendship, type FriendshipTarget } from './friend-cache.ts';

/** POST /api/r/friends/{id}/decline. */
export const declineFriendRequest = (id: number) => api.post(`/api/r/friends/${id}/decline`);

export function useDeclineFriendRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: FriendshipTarget) => declineFriendRequest(id),
    onSuccess: (_, { userId }) => {
      applyFriendship(client, userId, friendshipFor(null, null));
      toast.success(friendsMessages.declined);
    },
    onError: () => toast.error(friendsMessages.declineFailed),
  });
}
