import { badgeSchema } from '@podium/shared/achievements/schemas';
import { ok } from '@podium/shared/common/envelope';
import { adminBadgeGrantSchema, badgeInputSchema, membersMessages } from '@podium/shared/members/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { listBadges } from './admin-badges.repository.ts';
import { createBadge, deleteBadge, grantBadge, revokeBadge, updateBadge } from './admin-badges.usecases.ts';

/** Admin › Badges: the badge list, and granting/revoking them to members. */
export async function adminBadgesRoutes(app: App) {
  const { db } = app.deps;

  app.get('/badges', { schema: describe({ data: z.array(badgeSchema) }) }, async () =>
    ok(await listBadges(db)),
  );
  app.post(
    '/badges',
    {
      config: { audit: 'badges.create' },
      schema: describe({ body: badgeInputSchema, data: badgeSchema, status: 201 }),
    },
    async (request, reply) => {
      const badge = await createBadge(db, auditContext(request), request.body);
      return reply.code(201).send(ok(badge, membersMessages.badgeCreated));
    },
  );
  app.put(
    '/badges/:id',
    {
      config: { audit: 'badges.update' },
      schema: describe({ params: idParams(), body: badgeInputSchema, data: badgeSchema }),
    },
    async (request) =>
      ok(
        await updateBadge(db, auditContext(request), request.params.id, request.body),
        membersMessages.badgeSaved,
      ),
  );
  app.delete(
    '/badges/:id',
    { config: { audit: 'badges.delete' }, schema: describe({ params: idParams() }) },
    async (request) => {
      await deleteBadge(db, auditContext(request), request.params.id);
      return ok(null, membersMessages.badgeDeleted);
    },
  );

  app.post(
    '/users/:id/badges',
    {
      config: { audit: 'badges.grant' },
      schema: describe({ params: idParams(), body: adminBadgeGrantSchema, data: badgeSchema }),
    },
    async (request) => {
      const { id: userId } = request.params;
      const { badge_id } = request.body;
      return ok(await grantBadge(db, auditContext(request), userId, badge_id), membersMessages.badgeGranted);
    },
  );
  app.delete(
    '/users/:id/badges/:badgeId',
    { config: { audit: 'badges.revoke' }, schema: describe({ params: idParams('id', 'badgeId') }) },
    async (request) => {
      await revokeBadge(db, auditContext(request), request.params.id, request.params.badgeId);
      return ok(null, membersMessages.badgeRevoked);
    },
  );
}
