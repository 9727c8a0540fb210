import { ok } from '@podium/shared/envelope';
import { storeItemInputSchema, storeMessages } from '@podium/shared/store';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../lib/errors.ts';
import { idParam } from '../../lib/params.ts';
import {
  createItem,
  deleteItem,
  listAdminItems,
  setItemActive,
  updateItem,
} from './admin-store.repository.ts';

/**
 * Admin › Store items (mounted under /api/admin, Admin only). PUT takes the whole item including
 * is_active; activate/deactivate are the one-click toggles for the list.
 */
export async function adminStoreRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/store/items', async () => ok(await listAdminItems(db)));

  app.post('/store/items', async (request, reply) => {
    const item = await createItem(db, parse(storeItemInputSchema, request.body));
    return reply.code(201).send(ok(item, storeMessages.itemCreated));
  });

  app.put('/store/items/:id', async (request) => {
    const id = idParam(request.params);
    return ok(await updateItem(db, id, parse(storeItemInputSchema, request.body)), storeMessages.itemSaved);
  });

  app.post('/store/items/:id/activate', async (request) =>
    ok(await setItemActive(db, idParam(request.params), true), storeMessages.itemActivated),
  );
  app.post('/store/items/:id/deactivate', async (request) =>
    ok(await setItemActive(db, idParam(request.params), false), storeMessages.itemDeactivated),
  );

  app.delete('/store/items/:id', async (request) => {
    await deleteItem(db, idParam(request.params));
    return ok(null, storeMessages.itemDeleted);
  });
}
