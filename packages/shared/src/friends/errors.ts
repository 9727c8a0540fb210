import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

const PENDING = 'A friend request is already pending.';
const FRIENDS = 'You are already friends.';

/** Friend requests and friendships: the refusals (decision 038). */
export const friendsErrors = {
  selfRequest: {
    code: 'friends.self_request',
    status: 400,
    message: 'You cannot send a friend request to yourself.',
    field: 'user_id',
  },
  userNotFound: { code: 'friends.user_not_found', status: 404, message: 'User not found' },
  alreadyFriends: { code: 'friends.already_friends', status: 409, message: FRIENDS },
  alreadyPending: { code: 'friends.already_pending', status: 409, message: PENDING },
  theySent: {
    code: 'friends.they_sent',
    status: 409,
    message: 'This member already sent you a friend request. Accept it instead.',
  },
  /** The pair kept changing under three attempts in a row. */
  busy: { code: 'friends.busy', status: 409, message: PENDING },
  /** Accept or decline of a request that is no longer pending. */
  notPending: { code: 'friends.not_pending', status: 409, message: FRIENDS },
  requestNotFound: { code: 'friends.request_not_found', status: 404, message: 'Friend request not found.' },
  friendshipNotFound: { code: 'friends.friendship_not_found', status: 404, message: 'Friendship not found.' },
  declineInstead: {
    code: 'friends.decline_instead',
    status: 409,
    message: 'This member sent you a request: accept or decline it instead.',
  },
} as const satisfies ErrorCatalogue;

export const friendsErrorCodes = /* @__PURE__ */ errorCodes(friendsErrors);
