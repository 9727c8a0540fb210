import { ok } from '@podium/shared/envelope';
import { friendRequestInputSchema } from '@podium/shared/members';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../../lib/errors.ts';
import { idParam } from '../../lib/params.ts';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../plugins/auth.ts';
import { mutualFriends, pendingReceived, searchMembers, userExists } from './friends.repository.ts';
import {
  acceptFriendRequest,
  declineFriendRequest,
  friendMessages,
  removeFriendship,
  sendRequest,
} from './friends.service.ts';
import { friendshipView, toUserSummary } from './friendship-view.ts';

const searchQuerySchema = z.object({
  query: z.string().trim().max(100, 'Search text is at most 100 characters').optional(),
});
const MIN_QUERY = 2;

const writeLimit = perMemberLimit(30);

export async function friendsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/api/r/friends/search', async (request) => {
    const viewer = requireUser(request);
    const { query = '' } = parse(searchQuerySchema, request.query);
    if (query.length < MIN_QUERY) return ok([]);
    const rows = await searchMembers(db, viewer.id, query);
    return ok(
      rows.map((r) => ({ ...toUserSummary(r.user), friendship: friendshipView(r.friendship, viewer.id) })),
    );
  });

  app.get('/api/r/friends/requests', async (request) => {
    const viewer = requireUser(request);
    const rows = await pendingReceived(db, viewer.id);
    return ok(
      rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), user: toUserSummary(r.user) })),
    );
  });

  app.get('/api/r/friends/mutual/:userId', async (request) => {
    const viewer = requireUser(request);
    const userId = idParam(request.params, 'userId');
    if (!(await userExists(db, userId))) throw notFound(friendMessages.userNotFound);
    const rows = await mutualFriends(db, viewer.id, userId);
    return ok(rows.map(toUserSummary));
  });

  app.post('/api/r/friends/request', { config: writeLimit }, async (request) => {
    const viewer = requireUser(request);
    const { user_id } = parse(friendRequestInputSchema, request.body);
    const friendshipId = await sendRequest(db, viewer.id, user_id);
    return ok({ friendship_id: friendshipId }, friendMessages.sent);
  });

  app.post('/api/r/friends/:id/accept', { config: writeLimit }, async (request) => {
    const viewer = requireUser(request);
    const friendshipId = await acceptFriendRequest(db, idParam(request.params), viewer.id);
    return ok({ friendship_id: friendshipId }, friendMessages.accepted);
  });

  app.post('/api/r/friends/:id/decline', { config: writeLimit }, async (request) => {
    const viewer = requireUser(request);
    await declineFriendRequest(db, idParam(request.params), viewer.id);
    return ok(null, friendMessages.declined);
  });

  app.delete('/api/r/friends/:id', { config: writeLimit }, async (request) => {
    const viewer = requireUser(request);
    await removeFriendship(db, idParam(request.params), viewer.id);
    return ok(null, friendMessages.removed);
  });
}
