import { ok } from '@podium/shared/common/envelope';
import { trustMessages } from '@podium/shared/trust/messages';
import { trustPageSchema, trustPageUpdateSchema, trustSlugSchema } from '@podium/shared/trust/schemas';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { describe } from '../../lib/route-schema.ts';
import { type App, refusing } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { allTrustPages, trustPage } from './trust.repository.ts';
import { resetTrustPage, updateTrustPage } from './trust.usecases.ts';

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
    {
      config: { audit: 'trust.update' },
      schema: describe({ params: slugParams, body: trustPageUpdateSchema, data: trustPageSchema }),
    },
    async (request) => {
      const { slug } = request.params;
      const saved = await updateTrustPage(app.deps.db, auditContext(request), slug, request.body);
      return ok(saved, trustMessages.saved);
    },
  );
  app.delete(
    '/trust/:slug',
    { config: { audit: 'trust.reset' }, schema: describe({ params: slugParams, data: trustPageSchema }) },
    async (request) => {
      const reset = await resetTrustPage(app.deps.db, auditContext(request), request.params.slug);
      return ok(reset, trustMessages.reset);
    },
  );
}
