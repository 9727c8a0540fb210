import { auditPageSchema, auditQuerySchema } from '@podium/shared/audit/schemas';
import { ok } from '@podium/shared/common/envelope';
import { describe } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditPage } from './audit.repository.ts';

/** Admin › Audit log (mounted under /api/admin): read only; nothing in the app edits or deletes an entry. */
export async function adminAuditRoutes(app: App) {
  app.get(
    '/audit-log',
    { schema: describe({ querystring: auditQuerySchema, data: auditPageSchema }) },
    async (request) => ok(await auditPage(app.deps.db, request.query)),
  );
}
