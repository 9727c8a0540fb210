import { ok } from '@podium/shared/common/envelope';
import { workCountsSchema } from '@podium/shared/staff-work/schemas';
import { describe } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { countWork, workKindsByRole } from './staff-work.repository.ts';

/** GET /api/staff/work-counts (Moderator or Admin): the waiting work the viewer's role may act on. */
export async function staffWorkRoutes(app: App) {
  const { db } = app.deps;

  app.get('/work-counts', { schema: describe({ data: workCountsSchema }) }, async (request) => {
    const user = requireUser(request);
    return ok(await countWork(db, workKindsByRole[user.role] ?? [], user.id));
  });
}
