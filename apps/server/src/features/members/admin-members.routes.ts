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
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { memberHistory, searchUsers, userDetail } from './admin-members.repository.ts';
import { adjustPoints } from './admin-points.usecases.ts';
import { membersErrors } from './members.errors.ts';
import { setRole } from './roles.usecases.ts';

/** Admin › Members (mounted under /api/admin behind the Admin-only guard). */
export async function adminMembersRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/users',
    { schema: describe({ querystring: adminUsersQuerySchema, data: adminUsersPageSchema }) },
    async (request) => {
      const { query, page } = request.query;
      return ok(await searchUsers(db, query, page));
    },
  );

  app.get(
    '/users/:id',
    { schema: describe({ params: idParams(), data: adminUserDetailSchema }) },
    async (request) => ok(await userDetail(db, request.params.id)),
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
      const { before } = request.query;
      return ok(await memberHistory(db, request.params.id, before));
    },
  );

  app.put(
    '/users/:id/role',
    {
      config: { audit: 'members.role' },
      schema: describe({ params: idParams(), body: adminRoleSchema, data: adminUserRowSchema }),
    },
    async (request) => {
      const admin = requireUser(request);
      const { id } = request.params;
      const { role } = request.body;
      if (id === admin.id) throw membersErrors.ownRole();
      const updated = await setRole(db, auditContext(request), id, role);
      app.deps.sessions.dropUser(id); // the new role applies to the member's very next request, everywhere
      return ok(updated, membersMessages.roleUpdated);
    },
  );

  app.post(
    '/users/:id/points',
    {
      config: { audit: 'members.points' },
      schema: describe({
        params: idParams(),
        body: adminPointsAdjustmentSchema,
        data: adminPointsResultSchema,
      }),
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      return ok(await adjustPoints(db, auditContext(request), id, input), membersMessages.pointsAdjusted);
    },
  );
}
