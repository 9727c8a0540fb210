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
import { auditContext } from '../audit/audit.usecases.ts';
import {
  addGame,
  adminHuntDetail,
  createHunt,
  openGame,
  removeGame,
  reorderGames,
  restoreGame,
  updateGame,
  updateHunt,
} from './admin-bonus-hunts.usecases.ts';
import { huntChanged } from './bonus-hunts.live.ts';
import { listHunts } from './bonus-hunts.repository.ts';
import { finishHunt } from './finish.usecases.ts';
import { recordWin } from './win.usecases.ts';

/**
 * Admin › Bonus hunts (mounted under /api/admin, Admin only): create a hunt, add, edit, remove and
 * reorder its games, mark the one being opened, record each win (and correct one after the finish),
 * open or close predictions, finish (pays the winners once). Every change is pushed live, and is in the
 * audit log (decision 039).
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
    {
      config: { audit: 'bonus-hunts.create' },
      schema: describe({ body: huntCreateSchema, data, status: 201 }),
    },
    async (request, reply) => {
      const id = await createHunt(db, auditContext(request), request.body);
      huntChanged(app.deps, id, 'state');
      return reply.code(201).send(ok(await adminHuntDetail(db, id), messages.created));
    },
  );

  app.put(
    '/bonus-hunts/:id',
    {
      config: { audit: 'bonus-hunts.update' },
      schema: describe({ params: idParams(), body: huntUpdateSchema, data }),
    },
    async (request) => {
      const { id } = request.params;
      await updateHunt(db, auditContext(request), id, request.body);
      huntChanged(app.deps, id, 'state');
      return ok(await adminHuntDetail(db, id), messages.updated);
    },
  );

  app.post(
    '/bonus-hunts/:id/games',
    {
      config: { audit: 'bonus-hunts.add_game' },
      schema: describe({ params: idParams(), body: huntGameInputSchema, data, status: 201 }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await addGame(db, auditContext(request), id, request.body);
      huntChanged(app.deps, id, 'games');
      return reply.code(201).send(ok(await adminHuntDetail(db, id), messages.gameAdded));
    },
  );

  app.put(
    '/bonus-hunts/:id/games/:gameId',
    {
      config: { audit: 'bonus-hunts.update_game' },
      schema: describe({ params: gameParams, body: huntGameInputSchema, data }),
    },
    async (request) => {
      const { id, gameId } = request.params;
      await updateGame(db, auditContext(request), id, gameId, request.body);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.gameUpdated);
    },
  );

  app.delete(
    '/bonus-hunts/:id/games/:gameId',
    { config: { audit: 'bonus-hunts.remove_game' }, schema: describe({ params: gameParams, data }) },
    async (request) => {
      const { id, gameId } = request.params;
      await removeGame(db, auditContext(request), id, gameId);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.gameRemoved);
    },
  );

  app.post(
    '/bonus-hunts/:id/games/:gameId/restore',
    {
      // Undo of a removal, within its window (decision 047).
      config: { audit: 'bonus-hunts.restore_game' },
      schema: describe({ params: gameParams, data }),
    },
    async (request) => {
      const { id, gameId } = request.params;
      await restoreGame(db, auditContext(request), id, gameId);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.gameRestored);
    },
  );

  app.put(
    '/bonus-hunts/:id/order',
    {
      config: { audit: 'bonus-hunts.reorder' },
      schema: describe({ params: idParams(), body: huntOrderSchema, data }),
    },
    async (request) => {
      const { id } = request.params;
      await reorderGames(db, auditContext(request), id, request.body.game_ids);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.reordered);
    },
  );

  app.post(
    '/bonus-hunts/:id/games/:gameId/open',
    { config: { audit: 'bonus-hunts.open_game' }, schema: describe({ params: gameParams, data }) },
    async (request) => {
      const { id, gameId } = request.params;
      await openGame(db, auditContext(request), id, gameId);
      huntChanged(app.deps, id, 'games');
      return ok(await adminHuntDetail(db, id), messages.opening);
    },
  );

  app.post(
    '/bonus-hunts/:id/games/:gameId/win',
    {
      // A win while the hunt runs; after the finish, a correction (with its reason).
      config: { audit: ['bonus-hunts.win', 'bonus-hunts.correct'] },
      schema: describe({ params: gameParams, body: huntWinSchema, data }),
    },
    async (request) => {
      const { id, gameId } = request.params;
      const { corrected } = await recordWin(db, auditContext(request), id, gameId, request.body);
      huntChanged(app.deps, id, 'win');
      return ok(await adminHuntDetail(db, id), corrected ? messages.winCorrected : messages.winRecorded);
    },
  );

  app.post(
    '/bonus-hunts/:id/finish',
    { config: { audit: 'bonus-hunts.finish' }, schema: describe({ params: idParams(), data }) },
    async (request) => {
      const { id } = request.params;
      await finishHunt(db, auditContext(request), id);
      huntChanged(app.deps, id, 'state');
      return ok(await adminHuntDetail(db, id), messages.finished);
    },
  );
}
