import type { FriendSearchResult, Friendship } from '@podium/shared/friends/schemas';
import type { Profile } from '@podium/shared/profile/schemas';
import type { QueryClient } from '@tanstack/react-query';

/** A friendship (request) to act on, and the other member in it. */
export interface FriendshipTarget {
  id: number;
  userId: number;
}

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
