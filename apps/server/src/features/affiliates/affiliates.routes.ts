import { affiliateInputSchema, reorderSchema } from '@podium/shared/affiliates';
import { ok } from '@podium/shared/envelope';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../lib/cache.ts';
import { parse } from '../../lib/errors.ts';
import { idParam } from '../../lib/params.ts';
import {
  createAffiliate,
  deleteAffiliate,
  listAffiliates,
  reorderAffiliates,
  updateAffiliate,
} from './affiliates.repository.ts';

export const AFFILIATES_KEY = 'affiliates';

export async function affiliatesRoutes(app: FastifyInstance) {
  app.get('/api/r/affiliates', async (request, reply) =>
    sendCached(
      request,
      reply,
      await app.deps.cache.get(AFFILIATES_KEY, async () => ok(await listAffiliates(app.deps.db))),
    ),
  );
}

export async function adminAffiliatesRoutes(app: FastifyInstance) {
  const { db, cache } = app.deps;
  const changed = () => cache.invalidate(AFFILIATES_KEY);

  app.get('/affiliates', async () => ok(await listAffiliates(db)));
  app.post('/affiliates', async (request, reply) => {
    const created = await createAffiliate(db, parse(affiliateInputSchema, request.body));
    changed();
    return reply.code(201).send(ok(created, 'Affiliate created'));
  });
  app.put('/affiliates/:id', async (request) => {
    const updated = await updateAffiliate(
      db,
      idParam(request.params),
      parse(affiliateInputSchema, request.body),
    );
    changed();
    return ok(updated, 'Affiliate saved');
  });
  app.delete('/affiliates/:id', async (request) => {
    await deleteAffiliate(db, idParam(request.params));
    changed();
    return ok(null, 'Affiliate deleted');
  });
  app.post('/affiliates/reorder', async (request) => {
    const list = await reorderAffiliates(db, parse(reorderSchema, request.body).ids);
    changed();
    return ok(list, 'Order saved');
  });
}
