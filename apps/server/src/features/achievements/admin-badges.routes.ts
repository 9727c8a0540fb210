import { badgeSchema } from '@podium/shared/achievements/schemas';
import { ok } from '@podium/shared/common/envelope';
import { adminBadgeGrantSchema, badgeInputSchema, membersMessages } from '@podium/shared/members/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createBadge,
  deleteBadge,
  grantBadge,
  listBadges,
  revokeBadge,
  updateBadge,
} from './admin-badges.repository.ts';

/** Admin › Badges: the badge list, and granting/revoking them to members. */
export async function adminBadgesRoutes(app: App) {
  const { db } = app.deps;

  app.get('/badges', { schema: describe({ data: z.array(badgeSchema) }) }, async () =>
    ok(await listBadges(db)),
  );
  app.post(
    '/badges',
    { schema: describe({ body: badgeInputSchema, data: badgeSchema, status: 201 }) },
    async (request, reply) => {
      const badge = await createBadge(db, request.body);
      return reply.code(201).send(ok(badge, membersMessages.badgeCreated));
    },
  );
  app.put(
    '/badges/:id',
    { schema: describe({ params: idParams(), body: badgeInputSchema, data: badgeSchema }) },
    async (request) => ok(await updateBadge(db, request.params.id, request.body), membersMessages.badgeSaved),
  );
  app.delete('/badges/:id', { schema: describe({ params: idParams() }) }, async (request) => {
    await deleteBadge(db, request.params.id);
    return ok(null, membersMessages.badgeDeleted);
  });

  app.post(
    '/users/:id/badges',
    { schema: describe({ params: idParams(), body: adminBadgeGrantSchema, data: badgeSchema }) },
    async (request) => {
      const admin = requireUser(request);
      const { id: userId } = request.params;
      const { badge_id } = request.body;
      return ok(await grantBadge(db, userId, badge_id, admin.id), membersMessages.badgeGranted);
    },
  );
  app.delete(
    '/users/:id/badges/:badgeId',
    { schema: describe({ params: idParams('id', 'badgeId') }) },
    async (request) => {
      await revokeBadge(db, request.params.id, request.params.badgeId);
      return ok(null, membersMessages.badgeRevoked);
    },
  );
}
