import type { Friendship } from '../members.ts';

export type FriendAction = 'add' | 'request_sent' | 'accept_decline' | 'remove' | 'none';

/**
 * SPEC §4 Friendship display, from the viewer's side: can_send_request → Add Friend; a pending request
 * the viewer sent → a disabled 'Request Sent'; can_accept → Accept and Decline; can_remove → Remove
 * Friend (with a 'Friends' badge when accepted). Never any action on one's own profile.
 */
export function friendAction(
  friendship: Friendship | null,
  viewerId: number | null,
  isOwnProfile: boolean,
): FriendAction {
  if (isOwnProfile || viewerId === null || !friendship) return 'none';
  if (friendship.can_send_request) return 'add';
  if (friendship.can_accept) return 'accept_decline';
  if (friendship.can_remove) return 'remove';
  if (friendship.status === 'pending' && friendship.sender_id === viewerId) return 'request_sent';
  return 'none';
}
