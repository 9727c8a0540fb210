import { badgeSchema } from '@podium/shared/achievements/schemas';
import { ok } from '@podium/shared/common/envelope';
import { adminBadgeGrantSchema, badgeInputSchema, membersMessages } from '@podium/shared/members/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/errors.ts';
import { idParam } from '../../lib/params.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createBadge,
  deleteBadge,
  grantBadge,
  listBadges,
  revokeBadge,
  updateBadge,
} from './admin-badges.repository.ts';

/** Admin › Members › Badges: the badge list, and granting/revoking them to members. */
export async function adminBadgesRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/badges', { schema: describe({ data: z.array(badgeSchema) }) }, async () =>
    ok(await listBadges(db)),
  );
  app.post(
    '/badges',
    { schema: describe({ body: badgeInputSchema, data: badgeSchema, status: 201 }) },
    async (request, reply) => {
      const badge = await createBadge(db, parse(badgeInputSchema, request.body));
      return reply.code(201).send(ok(badge, membersMessages.badgeCreated));
    },
  );
  app.put(
    '/badges/:id',
    { schema: describe({ params: idParams(), body: badgeInputSchema, data: badgeSchema }) },
    async (request) =>
      ok(
        await updateBadge(db, idParam(request.params), parse(badgeInputSchema, request.body)),
        membersMessages.badgeSaved,
      ),
  );
  app.delete('/badges/:id', { schema: describe({ params: idParams() }) }, async (request) => {
    await deleteBadge(db, idParam(request.params));
    return ok(null, membersMessages.badgeDeleted);
  });

  app.post(
    '/users/:id/badges',
    { schema: describe({ params: idParams(), body: adminBadgeGrantSchema, data: badgeSchema }) },
    async (request) => {
      const admin = requireUser(request);
      const userId = idParam(request.params);
      const { badge_id } = parse(adminBadgeGrantSchema, request.body);
      return ok(await grantBadge(db, userId, badge_id, admin.id), membersMessages.badgeGranted);
    },
  );
  app.delete(
    '/users/:id/badges/:badgeId',
    { schema: describe({ params: idParams('id', 'badgeId') }) },
    async (request) => {
      await revokeBadge(db, idParam(request.params), idParam(request.params, 'badgeId'));
      return ok(null, membersMessages.badgeRevoked);
    },
  );
}
