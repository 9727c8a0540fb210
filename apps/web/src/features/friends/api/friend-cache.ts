import type { FriendSearchResult, Friendship, Profile } from '@podium/shared/members';
import type { QueryClient } from '@tanstack/react-query';

/** A friendship (request) to act on, and the other member in it. */
export interface FriendshipTarget {
  id: number;
  userId: number;
}

/** SPEC §4 Friendship: the viewer's side after each transition, until the server's answer arrives. */
export const friendshipAfter = {
  sent: (id: number, viewerId: number): Friendship => ({
    id,
    status: 'pending',
    sender_id: viewerId,
    can_send_request: false,
    can_accept: false,
    can_decline: false,
    can_remove: false,
  }),
  accepted: (id: number, senderId: number | null): Friendship => ({
    id,
    status: 'accepted',
    sender_id: senderId,
    can_send_request: false,
    can_accept: false,
    can_decline: false,
    can_remove: true,
  }),
  none: (): Friendship => ({
    id: null,
    status: null,
    sender_id: null,
    can_send_request: true,
    can_accept: false,
    can_decline: false,
    can_remove: false,
  }),
};

/**
 * Shows the new friendship with `userId` at once wherever it is cached (their profile, search
 * results), then refetches everything friendship touches so counts and lists catch up.
 */
export function applyFriendship(client: QueryClient, userId: number, friendship: Friendship): void {
  client.setQueriesData<Profile>({ queryKey: ['profile'] }, (profile) =>
    profile && profile.id === userId ? { ...profile, friendship } : profile,
  );
  client.setQueriesData<FriendSearchResult[]>({ queryKey: ['friends', 'search'] }, (list) =>
    list?.map((u) => (u.id === userId ? { ...u, friendship } : u)),
  );
  void client.invalidateQueries({ queryKey: ['friends'] });
  void client.invalidateQueries({ queryKey: ['profile'] });
}
