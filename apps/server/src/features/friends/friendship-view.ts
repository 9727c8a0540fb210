import type { Friendship, UserSummary } from '@podium/shared/members';
import { avatarUrl } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';

export interface FriendshipRow {
  id: number;
  senderId: number;
  receiverId: number;
  status: 'pending' | 'accepted';
}

/**
 * SPEC §4 Friendship from the viewer's side: none → can_send_request; a pending request the viewer
 * sent → every flag false; one the viewer received → accept or decline; accepted → remove.
 */
export function friendshipView(row: FriendshipRow | null | undefined, viewerId: number): Friendship {
  if (!row) {
    return {
      id: null,
      status: null,
      sender_id: null,
      can_send_request: true,
      can_accept: false,
      can_decline: false,
      can_remove: false,
    };
  }
  const received = row.status === 'pending' && row.receiverId === viewerId;
  return {
    id: row.id,
    status: row.status,
    sender_id: row.senderId,
    can_send_request: false,
    can_accept: received,
    can_decline: received,
    can_remove: row.status === 'accepted',
  };
}

export type SummaryRow = Pick<
  UserRow,
  'id' | 'username' | 'name' | 'avatar' | 'discordId' | 'kickUsername' | 'role'
>;

export function toUserSummary(row: SummaryRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    display_name: row.name ?? row.username,
    avatar_url: avatarUrl(row),
    kick_username: row.kickUsername,
    role: row.role,
  };
}
