import { ok } from '@podium/shared/common/envelope';
import { trustMessages } from '@podium/shared/trust/messages';
import {
  type TrustSlug,
  trustPageSchema,
  trustPageUpdateSchema,
  trustSlugSchema,
} from '@podium/shared/trust/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../../lib/errors.ts';
import { describe } from '../../lib/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { allTrustPages, saveTrustPage, trustPage } from './trust.repository.ts';

const slugParams = z.object({ slug: z.string() });

/** A slug that is none of the trust pages names nothing: a 404. */
function slugOf(request: FastifyRequest): TrustSlug {
  const slug = trustSlugSchema.safeParse((request.params as { slug?: unknown }).slug);
  if (!slug.success) throw notFound('Page not found.');
  return slug.data;
}

/** GET /api/r/trust/{slug}: Terms, Privacy, Responsible Gambling, as text (decision 023). */
export async function trustRoutes(app: FastifyInstance) {
  app.get(
    '/api/r/trust/:slug',
    { schema: describe({ params: slugParams, data: trustPageSchema }) },
    async (request) => ok(await trustPage(app.deps.db, slugOf(request))),
  );
}

/** Admins edit the trust pages' title and text (mounted under /api/admin). */
export async function adminTrustRoutes(app: FastifyInstance) {
  app.get('/trust', { schema: describe({ data: z.array(trustPageSchema) }) }, async () =>
    ok(await allTrustPages(app.deps.db)),
  );
  app.put(
    '/trust/:slug',
    { schema: describe({ params: slugParams, body: trustPageUpdateSchema, data: trustPageSchema }) },
    async (request) => {
      const actor = requireUser(request);
      const slug = slugOf(request);
      const input = parse(trustPageUpdateSchema, request.body);
      return ok(await saveTrustPage(app.deps.db, slug, input, actor.id), trustMessages.saved);
    },
  );
}
