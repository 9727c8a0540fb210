import { friendAction } from '@podium/shared/friends/rules';
import type { Friendship } from '@podium/shared/friends/schemas';
import { cx } from '@/components/cx.ts';
import { useAcceptFriendRequest } from '@/features/friends/api/accept-friend-request.ts';
import { useDeclineFriendRequest } from '@/features/friends/api/decline-friend-request.ts';
import { useRemoveFriend } from '@/features/friends/api/remove-friend.ts';
import { useSendFriendRequest } from '@/features/friends/api/send-friend-request.ts';
import { friendButtonClass as btn, friendButtonSize } from './styles.ts';

interface FriendActionsProps {
  /** The other member. */
  userId: number;
  friendship: Friendship | null;
  /** The signed-in viewer (null when signed out: no actions). */
  viewerId: number | null;
  isOwnProfile?: boolean;
  size?: keyof typeof friendButtonSize;
}

/** SPEC §4 Friendship display: Add Friend, 'Request Sent', Accept + Decline, or Friends + Remove Friend. */
export function FriendActions({
  userId,
  friendship,
  viewerId,
  isOwnProfile = false,
  size = 'md',
}: FriendActionsProps) {
  const send = useSendFriendRequest(viewerId ?? 0);
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const remove = useRemoveFriend();
  const busy = send.isPending || accept.isPending || decline.isPending || remove.isPending;
  const action = friendAction(friendship, viewerId, isOwnProfile);
  const target = { id: friendship?.id ?? 0, userId };
  const sz = friendButtonSize[size];

  switch (action) {
    case 'add':
      return (
        <button
          type="button"
          className={cx(btn.primary, sz)}
          disabled={busy}
          onClick={() => send.mutate(userId)}
        >
          Add Friend
        </button>
      );
    case 'request_sent':
      return (
        <button type="button" className={cx(btn.neutral, sz)} disabled>
          Request Sent
        </button>
      );
    case 'accept_decline':
      return (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={cx(btn.primary, sz)}
            disabled={busy}
            onClick={() => accept.mutate(target)}
          >
            Accept
          </button>
          <button
            type="button"
            className={cx(btn.neutral, sz)}
            disabled={busy}
            onClick={() => decline.mutate(target)}
          >
            Decline
          </button>
        </div>
      );
    case 'remove':
      return (
        <div className="flex flex-wrap items-center gap-2">
          {friendship?.status === 'accepted' ? (
            <span className="rounded-full bg-emerald-500/15 px-3 py-1 text-xs font-bold text-emerald-300">
              Friends
            </span>
          ) : null}
          <button
            type="button"
            className={cx(btn.danger, sz)}
            disabled={busy}
            onClick={() => remove.mutate(target)}
          >
            Remove Friend
          </button>
        </div>
      );
    default:
      return null;
  }
}
