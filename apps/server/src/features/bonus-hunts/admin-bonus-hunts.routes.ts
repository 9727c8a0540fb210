import { bonusHuntAdminMessages as messages } from '@podium/shared/bonus-hunts/messages';
import {
  huntAdminDetailSchema,
  huntAdminListEntrySchema,
  huntCreateSchema,
  huntGameInputSchema,
  huntOrderSchema,
  huntUpdateSchema,
  huntWinSchema,
} from '@podium/shared/bonus-hunts/schemas';
import { ok } from '@podium/shared/common/envelope';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  addGame,
  adminHuntDetail,
  createHunt,
  finishHunt,
  openGame,
  recordWin,
  removeGame,
  reorderGames,
  updateGame,
  updateHunt,
} from './admin-bonus-hunts.usecases.ts';
import { huntChanged } from './bonus-hunts.live.ts';
import { listHunts } from './bonus-hunts.repository.ts';

/**
 * Admin › Bonus hunts (mounted under /api/admin, Admin only): create a hunt, add, edit, remove and
 * reorder its games, mark the one being opened, record each win (and correct one after the finish),
 * open or close predictions, finish (pays the winners once). Every change is pushed live.
 */
export async function adminBonusHuntRoutes(app: App) {
  const { db } = app.deps;
  const data = huntAdminDetailSchema;
  const gameParams = idParams('id', 'gameId');

  app.get('/bonus-hunts', { schema: describe({ data: z.array(huntAdminListEntrySchema) }) }, async () =>
    ok(await listHunts(db)),
  );

  app.get('/bonus-hunts/:id', { schema: describe({ params: idParams(), data }) }, async (request) =>
    ok(await adminHuntDetail(db, request.params.id)),
  );

  app.post(
    '/bonus-hunts',
    { schema: describe({ body: huntCreateSchema, data, status: 201 }) },
    async (request, reply) => {
      const admin = requireUser(request);
      const id = await createHunt(db, request.body, admin.id);
      huntChanged(app.deps, id, 'state');
      return reply.code(201).send(ok(await adminHuntDetail(db, id), messages.created));
    },
  );

  app.put(
    '/bonus-hunts/:id',
    { schema: describe({ params: idParams(), body: huntUpdateSchema, data }) },
    async (request) => {
      const { id } = request.params;
      await updateHunt(db, id, request.body);
      huntChanged(app.deps, id, 'state');
      return ok(await adminHuntDetail(db, id), messages.updated);
    },
  );

  app.post(
    '/bonus-hunts/:id/games',
    { schema: describe({ params: idParams(), body: huntGameInputSchema, data, status: 201 }) },
    async (request, reply) => {
      const { id } = request.params;
      await addGame(db, id, request.body);
      huntChanged(app.deps, id, 'games');
      return reply.code(201).send(ok(await adminHuntDetail(db, id), messages.gameAdded));
    },
  );

  app.put(
    '/bonus-hunts/:id/games/:gameId',
    { schema: describe({ params: gameParams, body: huntGameInputSchema, data }) },
    async (request) => {
      const { id, gameId } = request.params;
      await updateGame(db, id, gameId, request.body);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.gameUpdated);
    },
  );

  app.delete(
    '/bonus-hunts/:id/games/:gameId',
    { schema: describe({ params: gameParams, data }) },
    async (request) => {
      const { id, gameId } = request.params;
      await removeGame(db, id, gameId);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.gameRemoved);
    },
  );

  app.put(
    '/bonus-hunts/:id/order',
    { schema: describe({ params: idParams(), body: huntOrderSchema, data }) },
    async (request) => {
      const { id } = request.params;
      await reorderGames(db, id, request.body.game_ids);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.reordered);
    },
  );

  app.post(
    '/bonus-hunts/:id/games/:gameId/open',
    { schema: describe({ params: gameParams, data }) },
    async (request) => {
      const { id, gameId } = request.params;
      await openGame(db, id, gameId);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.opening);
    },
  );

  app.post(
    '/bonus-hunts/:id/games/:gameId/win',
    { schema: describe({ params: gameParams, body: huntWinSchema, data }) },
    async (request) => {
      const admin = requireUser(request);
      const { id, gameId } = request.params;
      const { corrected } = await recordWin(db, admin.id, id, gameId, request.body);
      huntChanged(app.deps, id, 'win');
      return ok(await adminHuntDetail(db, id), corrected ? messages.winCorrected : messages.winRecorded);
    },
  );

  app.post('/bonus-hunts/:id/finish', { schema: describe({ params: idParams(), data }) }, async (request) => {
    const admin = requireUser(request);
    const { id } = request.params;
    await finishHunt(db, id, admin.id);
    huntChanged(app.deps, id, 'state');
    return ok(await adminHuntDetail(db, id), messages.finished);
  });
}
