import { ok } from '@podium/shared/common/envelope';
import { trustMessages } from '@podium/shared/trust/messages';
import { trustPageSchema, trustPageUpdateSchema, trustSlugSchema } from '@podium/shared/trust/schemas';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { describe } from '../../lib/route-schema.ts';
import { type App, refusing } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { allTrustPages, saveTrustPage, trustPage } from './trust.repository.ts';

/** A slug that is none of the trust pages names nothing: a 404. */
const slugParams = refusing(z.object({ slug: trustSlugSchema }), () => notFound('Page not found.'));

/** GET /api/r/trust/{slug}: Terms, Privacy, Responsible Gambling, as text (decision 023). */
export async function trustRoutes(app: App) {
  app.get(
    '/api/r/trust/:slug',
    { schema: describe({ params: slugParams, data: trustPageSchema }) },
    async (request) => ok(await trustPage(app.deps.db, request.params.slug)),
  );
}

/** Admins edit the trust pages' title and text (mounted under /api/admin). */
export async function adminTrustRoutes(app: App) {
  app.get('/trust', { schema: describe({ data: z.array(trustPageSchema) }) }, async () =>
    ok(await allTrustPages(app.deps.db)),
  );
  app.put(
    '/trust/:slug',
    { schema: describe({ params: slugParams, body: trustPageUpdateSchema, data: trustPageSchema }) },
    async (request) => {
      const actor = requireUser(request);
      const { slug } = request.params;
      return ok(await saveTrustPage(app.deps.db, slug, request.body, actor.id), trustMessages.saved);
    },
  );
}
