import { ok } from '@podium/shared/common/envelope';
import { userSummarySchema } from '@podium/shared/common/user';
import { friendsMessages } from '@podium/shared/friends/messages';
import { friendshipFor, isFriendSearchReady } from '@podium/shared/friends/rules';
import {
  friendRequestInputSchema,
  friendRequestSchema,
  friendRequestsQuerySchema,
  friendSearchQuerySchema,
  friendSearchResultSchema,
} from '@podium/shared/friends/schemas';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { activeUserExists, toUserSummary } from '../users/users.repository.ts';
import { friendsErrors } from './friends.errors.ts';
import { mutualFriends, pendingReceived, searchMembers } from './friends.repository.ts';
import {
  acceptFriendRequest,
  declineFriendRequest,
  removeFriendship,
  sendRequest,
} from './friends.usecases.ts';

const friendshipIdSchema = z.object({ friendship_id: z.number().int() });

const writeLimit = perMemberLimit(30);

export async function friendsRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/api/r/friends/search',
    { schema: describe({ querystring: friendSearchQuerySchema, data: z.array(friendSearchResultSchema) }) },
    async (request) => {
      const viewer = requireUser(request);
      const { query = '' } = request.query;
      if (!isFriendSearchReady(query)) return ok([]);
      const rows = await searchMembers(db, viewer.id, query);
      return ok(
        rows.map((r) => ({ ...toUserSummary(r.user), friendship: friendshipFor(r.friendship, viewer.id) })),
      );
    },
  );

  app.get(
    '/api/r/friends/requests',
    { schema: describe({ querystring: friendRequestsQuerySchema, data: z.array(friendRequestSchema) }) },
    async (request) => {
      const viewer = requireUser(request);
      const { before } = request.query;
      const rows = await pendingReceived(db, viewer.id, before);
      return ok(
        rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), user: toUserSummary(r.user) })),
      );
    },
  );

  app.get(
    '/api/r/friends/mutual/:userId',
    { schema: describe({ params: idParams('userId'), data: z.array(userSummarySchema) }) },
    async (request) => {
      const viewer = requireUser(request);
      const { userId } = request.params;
      if (!(await activeUserExists(db, userId))) throw friendsErrors.userNotFound();
      const rows = await mutualFriends(db, viewer.id, userId);
      return ok(rows.map(toUserSummary));
    },
  );

  app.post(
    '/api/r/friends/request',
    { config: writeLimit, schema: describe({ body: friendRequestInputSchema, data: friendshipIdSchema }) },
    async (request) => {
      const viewer = requireUser(request);
      const { user_id } = request.body;
      const friendshipId = await sendRequest(db, viewer.id, user_id);
      return ok({ friendship_id: friendshipId }, friendsMessages.sent);
    },
  );

  app.post(
    '/api/r/friends/:id/accept',
    { config: writeLimit, schema: describe({ params: idParams(), data: friendshipIdSchema }) },
    async (request) => {
      const viewer = requireUser(request);
      const friendshipId = await acceptFriendRequest(db, request.params.id, viewer.id);
      return ok({ friendship_id: friendshipId }, friendsMessages.accepted);
    },
  );

  app.post(
    '/api/r/friends/:id/decline',
    { config: writeLimit, schema: describe({ params: idParams() }) },
    async (request) => {
      const viewer = requireUser(request);
      await declineFriendRequest(db, request.params.id, viewer.id);
      return ok(null, friendsMessages.declined);
    },
  );

  app.delete(
    '/api/r/friends/:id',
    { config: writeLimit, schema: describe({ params: idParams() }) },
    async (request) => {
      const viewer = requireUser(request);
      await removeFriendship(db, request.params.id, viewer.id);
      return ok(null, friendsMessages.removed);
    },
  );
}
