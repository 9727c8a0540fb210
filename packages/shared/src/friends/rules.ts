import type { Friendship } from './schemas.ts';

/** A friendship row between the viewer and another member, as stored. */
export interface FriendshipRelation {
  id: number;
  status: 'pending' | 'accepted';
  senderId: number;
}

/**
 * SPEC §4 Friendship from the viewer's side: none → can_send_request; a pending request the viewer
 * sent → every flag false; one the viewer received → accept or decline; accepted → remove. The viewer
 * only matters for a pending request (null: not known to have received it).
 */
export function friendshipFor(
  relation: FriendshipRelation | null | undefined,
  viewerId: number | null,
): Friendship {
  const received = relation?.status === 'pending' && viewerId !== null && relation.senderId !== viewerId;
  return {
    id: relation?.id ?? null,
    status: relation?.status ?? null,
    sender_id: relation?.senderId ?? null,
    can_send_request: !relation,
    can_accept: received,
    can_decline: received,
    can_remove: relation?.status === 'accepted',
  };
}

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

/** Member search starts at this many characters (after trimming); shorter text finds no one. */
export const FRIEND_SEARCH_MIN_CHARS = 2;

export const isFriendSearchReady = (query: string): boolean => query.trim().length >= FRIEND_SEARCH_MIN_CHARS;
