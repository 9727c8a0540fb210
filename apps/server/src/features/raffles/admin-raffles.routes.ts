import { ok } from '@podium/shared/common/envelope';
import {
  adminRaffleEntrySchema,
  adminRaffleSchema,
  raffleAdminMessages as messages,
  raffleCancelResultSchema,
  raffleEntriesRemoveSchema,
  raffleInputSchema,
  raffleRedrawSchema,
  raffleRemoveResultSchema,
} from '@podium/shared/raffles/admin';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { adminRaffle, listAdminRaffles } from './admin-raffles.repository.ts';
import { createRaffle, setPaused, updateRaffle } from './admin-raffles.usecases.ts';
import { drawNow, redrawWinner } from './draw.usecases.ts';
import { adminEntries } from './entries.repository.ts';
import { raffleErrors } from './raffles.errors.ts';
import { raffleChanged } from './raffles.live.ts';
import { findRaffle } from './raffles.repository.ts';
import { cancelRaffle, removeEntries } from './refunds.usecases.ts';

const one = describe({ params: idParams(), data: adminRaffleSchema });

/**
 * Admin › Raffles (mounted under /api/admin, Admin only): create and edit until the draw, pause
 * entries, draw now, re-draw one winner with a reason, cancel with refunds, see and remove entries.
 * Every action on points or prizes records the admin (ledger actor, drawn_by, removed_by, cancelled_by),
 * and every action is in the audit log (decision 039).
 */
export async function adminRaffleRoutes(app: App) {
  const { db } = app.deps;
  const changed = (id: number, change: 'entries' | 'draw' | 'updated') => raffleChanged(app.deps, id, change);

  app.get('/raffles', { schema: describe({ data: z.array(adminRaffleSchema) }) }, async () =>
    ok(await listAdminRaffles(db)),
  );
  app.get('/raffles/:id', { schema: one }, async (request) => ok(await adminRaffle(db, request.params.id)));

  app.post(
    '/raffles',
    {
      config: { audit: 'raffles.create' },
      schema: describe({ body: raffleInputSchema, data: adminRaffleSchema, status: 201 }),
    },
    async (request, reply) => {
      const id = await createRaffle(db, auditContext(request), request.body);
      changed(id, 'updated');
      return reply.code(201).send(ok(await adminRaffle(db, id), messages.created));
    },
  );

  app.put(
    '/raffles/:id',
    {
      config: { audit: 'raffles.update' },
      schema: describe({ params: idParams(), body: raffleInputSchema, data: adminRaffleSchema }),
    },
    async (request) => {
      const { id } = request.params;
      await updateRaffle(db, auditContext(request), id, request.body);
      changed(id, 'updated');
      return ok(await adminRaffle(db, id), messages.saved);
    },
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/raffles/:id/${action}`,
      { config: { audit: `raffles.${action}` }, schema: one },
      async (request) => {
        const { id } = request.params;
        await setPaused(db, auditContext(request), id, paused);
        changed(id, 'updated');
        return ok(await adminRaffle(db, id), paused ? messages.paused : messages.resumed);
      },
    );
  }

  app.post('/raffles/:id/draw', { config: { audit: 'raffles.draw' }, schema: one }, async (request) => {
    const { id } = request.params;
    const winners = await drawNow(db, auditContext(request), id);
    changed(id, 'draw');
    return ok(await adminRaffle(db, id), winners > 0 ? messages.drawn : messages.drawnNoEntries);
  });

  app.post(
    '/raffles/:id/redraw',
    {
      config: { audit: 'raffles.redraw' },
      schema: describe({ params: idParams(), body: raffleRedrawSchema, data: adminRaffleSchema }),
    },
    async (request) => {
      const { id } = request.params;
      await redrawWinner(db, auditContext(request), id, request.body);
      changed(id, 'draw');
      return ok(await adminRaffle(db, id), messages.redrawn);
    },
  );

  app.post(
    '/raffles/:id/cancel',
    {
      config: { audit: 'raffles.cancel' },
      schema: describe({ params: idParams(), data: raffleCancelResultSchema }),
    },
    async (request) => {
      const { id } = request.params;
      const refund = await cancelRaffle(db, auditContext(request), id);
      changed(id, 'updated');
      const raffle = await adminRaffle(db, id);
      return ok(
        { raffle, refunded_members: refund.members, refunded_points: refund.points },
        messages.cancelled,
      );
    },
  );

  app.get(
    '/raffles/:id/entries',
    { schema: describe({ params: idParams(), data: z.array(adminRaffleEntrySchema) }) },
    async (request) => {
      const { id } = request.params;
      if (!(await findRaffle(db, id))) throw raffleErrors.notFound();
      return ok(await adminEntries(db, id));
    },
  );

  const remove = async (request: FastifyRequest, raffleId: number, entryIds: number[]) => {
    const result = await removeEntries(db, auditContext(request), raffleId, entryIds);
    changed(raffleId, 'entries');
    return ok(result, messages.entriesRemoved(result.removed));
  };
  app.delete(
    '/raffles/:id/entries/:entryId',
    {
      config: { audit: 'raffles.remove_entries' },
      schema: describe({ params: idParams('id', 'entryId'), data: raffleRemoveResultSchema }),
    },
    async (request) => remove(request, request.params.id, [request.params.entryId]),
  );
  app.post(
    '/raffles/:id/entries/remove',
    {
      config: { audit: 'raffles.remove_entries' },
      schema: describe({
        params: idParams(),
        body: raffleEntriesRemoveSchema,
        data: raffleRemoveResultSchema,
      }),
    },
    async (request) => {
      const { entry_ids } = request.body;
      return remove(request, request.params.id, entry_ids);
    },
  );
}
