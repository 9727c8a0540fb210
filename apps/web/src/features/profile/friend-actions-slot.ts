import type { Friendship } from '@podium/shared/friends/schemas';
import type { ComponentType } from 'react';

/** The friendship controls a profile shows; the app composes the friends feature's into the page. */
export type FriendActionsSlot = ComponentType<{
  userId: number;
  friendship: Friendship | null;
  viewerId: number | null;
}>;
