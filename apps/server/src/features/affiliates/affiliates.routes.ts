import {
  affiliateInputSchema,
  affiliateSchema,
  affiliatesMessages,
  reorderSchema,
} from '@podium/shared/affiliates/schemas';
import { ok } from '@podium/shared/common/envelope';
import { z } from 'zod';
import { cachedRead } from '../../lib/cached-read.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { listAffiliates } from './affiliates.repository.ts';
import {
  createAffiliate,
  deleteAffiliate,
  reorderAffiliates,
  updateAffiliate,
} from './affiliates.usecases.ts';

export const AFFILIATES_KEY = 'affiliates';

export async function affiliatesRoutes(app: App) {
  // Changed by hand, rarely: a CDN may keep the list a minute.
  cachedRead(app, '/api/r/affiliates', {
    key: AFFILIATES_KEY,
    load: async () => ok(await listAffiliates(app.deps.db)),
    caching: { maxAge: 60, staleWhileRevalidate: 300 },
    schema: describe({ data: z.array(affiliateSchema) }),
  });
}

export async function adminAffiliatesRoutes(app: App) {
  const { db, cache } = app.deps;
  const changed = () => cache.invalidate(AFFILIATES_KEY);

  app.get('/affiliates', { schema: describe({ data: z.array(affiliateSchema) }) }, async () =>
    ok(await listAffiliates(db)),
  );
  app.post(
    '/affiliates',
    {
      config: { audit: 'affiliates.create' },
      schema: describe({ body: affiliateInputSchema, data: affiliateSchema, status: 201 }),
    },
    async (request, reply) => {
      const created = await createAffiliate(db, auditContext(request), request.body);
      changed();
      return reply.code(201).send(ok(created, affiliatesMessages.created));
    },
  );
  app.put(
    '/affiliates/:id',
    {
      config: { audit: 'affiliates.update' },
      schema: describe({ params: idParams(), body: affiliateInputSchema, data: affiliateSchema }),
    },
    async (request) => {
      const updated = await updateAffiliate(db, auditContext(request), request.params.id, request.body);
      changed();
      return ok(updated, affiliatesMessages.saved);
    },
  );
  app.delete(
    '/affiliates/:id',
    { config: { audit: 'affiliates.delete' }, schema: describe({ params: idParams() }) },
    async (request) => {
      await deleteAffiliate(db, auditContext(request), request.params.id);
      changed();
      return ok(null, affiliatesMessages.deleted);
    },
  );
  app.post(
    '/affiliates/reorder',
    {
      config: { audit: 'affiliates.reorder' },
      schema: describe({ body: reorderSchema, data: z.array(affiliateSchema) }),
    },
    async (request) => {
      const list = await reorderAffiliates(db, auditContext(request), request.body.ids);
      changed();
      return ok(list, affiliatesMessages.orderSaved);
    },
  );
}
