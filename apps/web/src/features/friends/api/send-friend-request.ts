import { friendsMessages } from '@podium/shared/friends/messages';
import { friendshipFor } from '@podium/shared/friends/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/http.ts';
import { applyFriendship } from './friend-cache.ts';
import { serverMessageOr } from './friend-errors.ts';

/** POST /api/r/friends/request {user_id} → data.friendship_id. */
export async function sendFriendRequest(userId: number): Promise<number> {
  const envelope = await api.post<{ friendship_id: number }>('/api/r/friends/request', { user_id: userId });
  return envelope.data?.friendship_id ?? 0;
}

export function useSendFriendRequest(viewerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: (friendshipId, userId) => {
      const sent = { id: friendshipId, status: 'pending', senderId: viewerId } as const;
      applyFriendship(client, userId, friendshipFor(sent, viewerId));
      toast.success(friendsMessages.sent);
    },
    onError: (error) => toast.error(serverMessageOr(error, friendsMessages.sendFailed)),
  });
}
