import { ok } from '@podium/shared/common/envelope';
import {
  adminPointsAdjustmentSchema,
  adminPointsResultSchema,
  adminPointsTransactionSchema,
  adminRoleSchema,
  adminUserDetailSchema,
  adminUserRowSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  membersMessages,
} from '@podium/shared/members/schemas';
import { pointsHistoryQuerySchema } from '@podium/shared/points/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/errors.ts';
import { idParam } from '../../lib/params.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminAchievementsRoutes } from './admin-achievements.routes.ts';
import { adminBadgesRoutes } from './admin-badges.routes.ts';
import { memberHistory, searchUsers, setRole, userDetail } from './admin-members.repository.ts';
import { adjustPoints } from './admin-points.usecases.ts';
import { membersErrors } from './members.errors.ts';

/** Admin › Members (mounted under /api/admin behind the Admin-only guard). */
export async function adminMembersRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(
    '/users',
    { schema: describe({ querystring: adminUsersQuerySchema, data: adminUsersPageSchema }) },
    async (request) => {
      const { query, page } = parse(adminUsersQuerySchema, request.query);
      return ok(await searchUsers(db, query, page));
    },
  );

  app.get(
    '/users/:id',
    { schema: describe({ params: idParams(), data: adminUserDetailSchema }) },
    async (request) => ok(await userDetail(db, idParam(request.params))),
  );

  app.get(
    '/users/:id/points-history',
    {
      schema: describe({
        params: idParams(),
        querystring: pointsHistoryQuerySchema,
        data: z.array(adminPointsTransactionSchema),
      }),
    },
    async (request) => {
      const { before } = parse(pointsHistoryQuerySchema, request.query);
      return ok(await memberHistory(db, idParam(request.params), before));
    },
  );

  app.put(
    '/users/:id/role',
    { schema: describe({ params: idParams(), body: adminRoleSchema, data: adminUserRowSchema }) },
    async (request) => {
      const admin = requireUser(request);
      const id = idParam(request.params);
      const { role } = parse(adminRoleSchema, request.body);
      if (id === admin.id) throw membersErrors.ownRole();
      const updated = await setRole(db, admin.id, id, role);
      app.deps.sessions.dropUser(id); // the new role applies to the member's very next request, everywhere
      return ok(updated, membersMessages.roleUpdated);
    },
  );

  app.post(
    '/users/:id/points',
    {
      schema: describe({
        params: idParams(),
        body: adminPointsAdjustmentSchema,
        data: adminPointsResultSchema,
      }),
    },
    async (request) => {
      const admin = requireUser(request);
      const id = idParam(request.params);
      const input = parse(adminPointsAdjustmentSchema, request.body);
      return ok(await adjustPoints(db, admin.id, id, input), membersMessages.pointsAdjusted);
    },
  );

  await app.register(adminBadgesRoutes);
  await app.register(adminAchievementsRoutes);
}
