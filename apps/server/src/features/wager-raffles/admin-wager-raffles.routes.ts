import { ok } from '@podium/shared/common/envelope';
import {
  adminWagerRaffleSchema,
  wagerRaffleInputSchema,
  wagerRaffleTicketsSchema,
} from '@podium/shared/wager-raffles/admin';
import { wagerRaffleAdminMessages as messages } from '@podium/shared/wager-raffles/messages';
import { z } from 'zod';
import { constraintError } from '../../db/constraints.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import {
  adminWagerRaffle,
  adminWagerRaffles,
  createWagerRaffle,
  ticketPreview,
  updateWagerRaffle,
} from './admin-wager-raffles.usecases.ts';
import { drawNow } from './draw.usecases.ts';
import { markHandedOver } from './prizes.usecases.ts';
import { inputConstraints } from './wager-raffles.errors.ts';
import { wagerRaffleChanged } from './wager-raffles.live.ts';

const one = describe({ params: idParams(), data: adminWagerRaffleSchema });

/**
 * Admin › Wager Raffles (under /api/admin, Admin only): create and edit until the tickets freeze,
 * preview the tickets, draw now, mark custom prizes handed over. Every change is in the audit log
 * (decision 039).
 */
export async function adminWagerRaffleRoutes(app: App) {
  const { db } = app.deps;

  app.get('/wager-raffles', { schema: describe({ data: z.array(adminWagerRaffleSchema) }) }, async () =>
    ok(await adminWagerRaffles(db)),
  );
  app.get('/wager-raffles/:id', { schema: one }, async (request) =>
    ok(await adminWagerRaffle(db, request.params.id)),
  );

  app.post(
    '/wager-raffles',
    {
      config: { audit: 'wager-raffles.create' },
      schema: describe({ body: wagerRaffleInputSchema, data: adminWagerRaffleSchema, status: 201 }),
    },
    async (request, reply) => {
      const input = request.body;
      const id = await createWagerRaffle(db, auditContext(request), input).catch((error: unknown) => {
        throw constraintError(error, inputConstraints);
      });
      return reply.code(201).send(ok(await adminWagerRaffle(db, id), messages.created));
    },
  );

  app.put(
    '/wager-raffles/:id',
    {
      config: { audit: 'wager-raffles.update' },
      schema: describe({ params: idParams(), body: wagerRaffleInputSchema, data: adminWagerRaffleSchema }),
    },
    async (request) => {
      const { id } = request.params;
      await updateWagerRaffle(db, auditContext(request), id, request.body).catch((error: unknown) => {
        throw constraintError(error, inputConstraints);
      });
      wagerRaffleChanged(app.deps, id);
      return ok(await adminWagerRaffle(db, id), messages.saved);
    },
  );

  app.get(
    '/wager-raffles/:id/tickets',
    { schema: describe({ params: idParams(), data: wagerRaffleTicketsSchema }) },
    async (request) => ok(await ticketPreview(db, request.params.id)),
  );

  app.post(
    '/wager-raffles/:id/draw',
    { config: { audit: 'wager-raffles.draw' }, schema: one },
    async (request) => {
      const { id } = request.params;
      const winners = await drawNow(db, auditContext(request), id);
      wagerRaffleChanged(app.deps, id);
      return ok(await adminWagerRaffle(db, id), winners > 0 ? messages.drawn : messages.drawnNoTickets);
    },
  );

  app.post(
    '/wager-raffles/:id/prizes/:prizeId/handed-over',
    {
      config: { audit: 'wager-raffles.hand_over' },
      schema: describe({ params: idParams('id', 'prizeId'), data: adminWagerRaffleSchema }),
    },
    async (request) => {
      const { id } = request.params;
      await markHandedOver(db, auditContext(request), id, request.params.prizeId);
      wagerRaffleChanged(app.deps, id);
      return ok(await adminWagerRaffle(db, id), messages.handedOver);
    },
  );
}
