import { accountExportSchema } from '@podium/shared/account/export';
import { accountDeleteSchema, accountMessages } from '@podium/shared/account/schemas';
import { ok } from '@podium/shared/common/envelope';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { deleteAccount, exportAccount } from './account.usecases.ts';

const exportLimit = perMemberLimit(5);
const deleteLimit = perMemberLimit(10);

/** The signed-in member's own account: download its data, delete it (decision 023). */
export async function accountRoutes(app: App) {
  const { db } = app.deps;

  /** A file download (the document itself, not the envelope): the browser saves it from a plain link. */
  app.get(
    '/api/r/account/export',
    {
      config: exportLimit,
      schema: describe({ responses: { 200: accountExportSchema } }),
    },
    async (request, reply) => {
      const member = requireUser(request);
      const data = await exportAccount(db, member.id);
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="podium-data-${member.id}-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/api/r/account/delete',
    { config: deleteLimit, schema: describe({ body: accountDeleteSchema }) },
    async (request, reply) => {
      const member = requireUser(request);
      const input = request.body;
      await deleteAccount(db, auditContext(request), member, input);
      app.deps.sessions.dropUser(member.id); // every session, here and through the bus everywhere
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null, accountMessages.deleted);
    },
  );
}
