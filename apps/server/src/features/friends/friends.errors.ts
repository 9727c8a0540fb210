import { userMessages } from '@podium/shared/common/user';
import { friendsErrorCodes as codes } from '@podium/shared/friends/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { AppError, defineError } from '../../lib/errors.ts';

const SELF = 'You cannot send a friend request to yourself.';

/** Friend requests and friendships: the refusals and their messages. */
export const friendsErrors = {
  selfRequest: () => new AppError(codes.selfRequest, 400, SELF, { user_id: [SELF] }),
  userNotFound: defineError(codes.userNotFound, 404, userMessages.notFound),
  alreadyFriends: defineError(codes.alreadyFriends, 409, 'You are already friends.'),
  alreadyPending: defineError(codes.alreadyPending, 409, 'A friend request is already pending.'),
  theySent: defineError(
    codes.theySent,
    409,
    'This member already sent you a friend request. Accept it instead.',
  ),
  /** The pair kept changing under three attempts in a row. */
  busy: defineError(codes.busy, 409, 'A friend request is already pending.'),
  /** Accept or decline of a request that is no longer pending. */
  notPending: defineError(codes.notPending, 409, 'You are already friends.'),
  requestNotFound: defineError(codes.requestNotFound, 404, 'Friend request not found.'),
  friendshipNotFound: defineError(codes.friendshipNotFound, 404, 'Friendship not found.'),
  declineInstead: defineError(
    codes.declineInstead,
    409,
    'This member sent you a request: accept or decline it instead.',
  ),
};

/** Sending a request: either member was deleted in between. */
export const requestConstraints: ConstraintErrors = {
  friendships_sender_id_users_id_fk: friendsErrors.userNotFound,
  friendships_receiver_id_users_id_fk: friendsErrors.userNotFound,
};
