import { ok } from '@podium/shared/common/envelope';
import { storeMessages } from '@podium/shared/store/messages';
import { adminStoreItemSchema, storeItemInputSchema } from '@podium/shared/store/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { listAdminItems } from './admin-store.repository.ts';
import { createItem, deleteItem, setItemActive, updateItem } from './admin-store.usecases.ts';

/**
 * Admin › Store items (mounted under /api/admin, Admin only). PUT takes the whole item including
 * is_active; activate/deactivate are the one-click toggles for the list.
 */
export async function adminStoreRoutes(app: App) {
  const { db } = app.deps;

  app.get('/store/items', { schema: describe({ data: z.array(adminStoreItemSchema) }) }, async () =>
    ok(await listAdminItems(db)),
  );

  app.post(
    '/store/items',
    {
      config: { audit: 'store.create' },
      schema: describe({ body: storeItemInputSchema, data: adminStoreItemSchema, status: 201 }),
    },
    async (request, reply) => {
      const item = await createItem(db, auditContext(request), request.body);
      return reply.code(201).send(ok(item, storeMessages.itemCreated));
    },
  );

  app.put(
    '/store/items/:id',
    {
      config: { audit: 'store.update' },
      schema: describe({ params: idParams(), body: storeItemInputSchema, data: adminStoreItemSchema }),
    },
    async (request) => {
      return ok(
        await updateItem(db, auditContext(request), request.params.id, request.body),
        storeMessages.itemSaved,
      );
    },
  );

  app.post(
    '/store/items/:id/activate',
    {
      config: { audit: 'store.activate' },
      schema: describe({ params: idParams(), data: adminStoreItemSchema }),
    },
    async (request) =>
      ok(
        await setItemActive(db, auditContext(request), request.params.id, true),
        storeMessages.itemActivated,
      ),
  );
  app.post(
    '/store/items/:id/deactivate',
    {
      config: { audit: 'store.deactivate' },
      schema: describe({ params: idParams(), data: adminStoreItemSchema }),
    },
    async (request) =>
      ok(
        await setItemActive(db, auditContext(request), request.params.id, false),
        storeMessages.itemDeactivated,
      ),
  );

  app.delete(
    '/store/items/:id',
    { config: { audit: 'store.delete' }, schema: describe({ params: idParams() }) },
    async (request) => {
      await deleteItem(db, auditContext(request), request.params.id);
      return ok(null, storeMessages.itemDeleted);
    },
  );
}
