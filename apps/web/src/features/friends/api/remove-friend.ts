import { friendsMessages } from '@podium/shared/friends/messages';
import { friendshipFor } from '@podium/shared/friends/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/http.ts';
import { applyFriendship, type FriendshipTarget } from './friend-cache.ts';

/** DELETE /api/r/friends/{id}. */
export const removeFriend = (id: number) => api.delete(`/api/r/friends/${id}`);

export function useRemoveFriend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: FriendshipTarget) => removeFriend(id),
    onSuccess: (_, { userId }) => {
      applyFriendship(client, userId, friendshipFor(null, null));
      toast.success(friendsMessages.removed);
    },
    onError: () => toast.error(friendsMessages.removeFailed),
  });
}
