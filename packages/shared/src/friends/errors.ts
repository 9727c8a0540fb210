/** Stable codes of the friends feature's failures (the envelope's `code`). */
export const friendsErrorCodes = {
  selfRequest: 'friends.self_request',
  userNotFound: 'friends.user_not_found',
  alreadyFriends: 'friends.already_friends',
  alreadyPending: 'friends.already_pending',
  theySent: 'friends.they_sent',
  busy: 'friends.busy',
  notPending: 'friends.not_pending',
  requestNotFound: 'friends.request_not_found',
  friendshipNotFound: 'friends.friendship_not_found',
  declineInstead: 'friends.decline_instead',
} as const;
export type FriendsErrorCode = (typeof friendsErrorCodes)[keyof typeof friendsErrorCodes];
