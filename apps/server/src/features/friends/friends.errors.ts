import { friendsErrors as catalogue } from '@podium/shared/friends/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

/** Friend requests and friendships: the refusals (the shared catalogue, decision 038). */
export const friendsErrors = serverErrors(catalogue);

/** Sending a request: either member was deleted in between. */
export const requestConstraints: ConstraintErrors = {
  friendships_sender_id_users_id_fk: friendsErrors.userNotFound,
  friendships_receiver_id_users_id_fk: friendsErrors.userNotFound,
};
