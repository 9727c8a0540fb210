import type { Db, DbOrTx } from '../../db/client.ts';
import { constraintError, isUniqueViolation } from '../../db/constraints.ts';
import type { AppError } from '../../lib/errors.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { activeUserExists, findUserById } from '../users/users.repository.ts';
import { friendsErrors, requestConstraints } from './friends.errors.ts';
import {
  acceptRequest,
  deletePendingReceived,
  deleteRemovable,
  type FriendshipRow,
  findFriendship,
  friendsCount,
  friendshipBetween,
  insertRequest,
} from './friends.repository.ts';

const MAX_ID = 2_147_483_647;

/** Why a request between the two cannot be sent, given the row that already joins them. */
function existingConflict(row: FriendshipRow, viewerId: number): AppError {
  if (row.status === 'accepted') return friendsErrors.alreadyFriends();
  if (row.senderId === viewerId) return friendsErrors.alreadyPending();
  return friendsErrors.theySent();
}

/**
 * none → pending. The unique pair index decides when both members send at the same moment: the
 * loser's insert fails with 23505 and gets the 409 that matches the row that won. The receiver is
 * notified in the same transaction (once per request row).
 */
export async function sendRequest(db: Db, viewerId: number, targetId: number): Promise<number> {
  if (targetId === viewerId) throw friendsErrors.selfRequest();
  if (targetId > MAX_ID || !(await activeUserExists(db, targetId))) throw friendsErrors.userNotFound();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const id = await insertRequest(tx, viewerId, targetId);
        const sender = await findUserById(tx, viewerId);
        await notify(tx, {
          userId: targetId,
          kind: 'friend_request',
          ref: `friendship:${id}`,
          data: { from_user_id: viewerId, from_username: sender?.username ?? '' },
        });
        return id;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw constraintError(error, requestConstraints);
      const existing = await friendshipBetween(db, viewerId, targetId);
      if (existing) throw existingConflict(existing, viewerId);
      // The row that blocked us was removed in between: try again.
    }
  }
  throw friendsErrors.busy();
}

/** Explains why an accept/decline by the viewer matched no pending request addressed to them. */
async function requestError(db: DbOrTx, id: number, viewerId: number): Promise<AppError> {
  const row = await findFriendship(db, id);
  if (!row || row.receiverId !== viewerId) return friendsErrors.requestNotFound();
  return friendsErrors.notPending();
}

/** pending → accepted, by the receiver; unlocks 'friends' achievements for both in the same transaction. */
export function acceptFriendRequest(db: Db, id: number, viewerId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await acceptRequest(tx, id, viewerId);
    if (!row) throw await requestError(tx, id, viewerId);
    for (const memberId of [row.senderId, row.receiverId]) {
      await unlockReached(tx, memberId, 'friends', await friendsCount(tx, memberId));
    }
    return row.id;
  });
}

/** pending → none, by the receiver. */
export async function declineFriendRequest(db: Db, id: number, viewerId: number): Promise<void> {
  if (await deletePendingReceived(db, id, viewerId)) return;
  throw await requestError(db, id, viewerId);
}

/** accepted → none by either member; a sender may also withdraw their own pending request. */
export async function removeFriendship(db: Db, id: number, viewerId: number): Promise<void> {
  if (await deleteRemovable(db, id, viewerId)) return;
  const row = await findFriendship(db, id);
  if (row && row.status === 'pending' && row.receiverId === viewerId) {
    throw friendsErrors.declineInstead();
  }
  throw friendsErrors.friendshipNotFound();
}
