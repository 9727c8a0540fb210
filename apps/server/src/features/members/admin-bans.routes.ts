import { ok } from '@podium/shared/common/envelope';
import {
  adminBanSchema,
  adminUnbanSchema,
  adminUserRowSchema,
  membersMessages,
} from '@podium/shared/members/schemas';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { banMember, unbanMember } from './bans.usecases.ts';

/** Admin › Members › Ban and unban (under /api/admin, Admin only; decision 041). */
export async function adminBansRoutes(app: App) {
  const { db, sessions } = app.deps;

  app.post(
    '/users/:id/ban',
    {
      config: { audit: 'members.ban' },
      schema: describe({ params: idParams(), body: adminBanSchema, data: adminUserRowSchema }),
    },
    async (request) => {
      const { id } = request.params;
      const banned = await banMember(db, auditContext(request), id, request.body.reason);
      // Committed: no process honours a session of theirs from memory any more (here and over the bus).
      sessions.dropUser(id);
      return ok(banned, membersMessages.banned);
    },
  );

  app.post(
    '/users/:id/unban',
    {
      config: { audit: 'members.unban' },
      schema: describe({ params: idParams(), body: adminUnbanSchema, data: adminUserRowSchema }),
    },
    async (request) => {
      const unbanned = await unbanMember(db, auditContext(request), request.params.id, request.body.reason);
      return ok(unbanned, membersMessages.unbanned);
    },
  );
}
