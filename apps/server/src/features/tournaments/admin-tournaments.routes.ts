import { ok } from '@podium/shared/common/envelope';
import { tournamentAdminMessages as messages } from '@podium/shared/tournaments/admin-messages';
import {
  matchResultSchema,
  tournamentCreateSchema,
  tournamentSchema,
  tournamentUpdateSchema,
} from '@podium/shared/tournaments/schemas';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { createTournament, deleteTournament, updateTournament } from './admin-tournaments.usecases.ts';
import { recordResult } from './results.usecases.ts';
import { tournamentErrors } from './tournaments.errors.ts';
import { tournamentChanged } from './tournaments.live.ts';
import { tournamentDetail } from './tournaments.usecases.ts';

/**
 * Admin › Tournaments (mounted under /api/admin, Admin only): create with slots and payout amounts,
 * edit (slots before play), open or close predictions, activate or deactivate, record and correct
 * results (the Final pays out through the ledger, with the admin as actor), delete one nobody predicted.
 * Every change is in the audit log (decision 039).
 */
export async function adminTournamentRoutes(app: App) {
  const { db } = app.deps;
  const view = async (id: number) => {
    const detail = await tournamentDetail(db, id, null);
    if (!detail) throw tournamentErrors.notFound();
    return detail.tournament;
  };
  const matchParams = idParams('id', 'matchId');

  app.post(
    '/tournaments',
    {
      config: { audit: 'tournaments.create' },
      schema: describe({ body: tournamentCreateSchema, data: tournamentSchema, status: 201 }),
    },
    async (request, reply) => {
      const id = await createTournament(db, auditContext(request), request.body);
      tournamentChanged(app.deps, id, 'settings');
      return reply.code(201).send(ok(await view(id), messages.created));
    },
  );

  app.put(
    '/tournaments/:id',
    {
      config: { audit: 'tournaments.update' },
      schema: describe({ params: idParams(), body: tournamentUpdateSchema, data: tournamentSchema }),
    },
    async (request) => {
      const { id } = request.params;
      await updateTournament(db, auditContext(request), id, request.body);
      tournamentChanged(app.deps, id, 'settings');
      return ok(await view(id), messages.updated);
    },
  );

  app.delete(
    '/tournaments/:id',
    { config: { audit: 'tournaments.delete' }, schema: describe({ params: idParams() }) },
    async (request) => {
      const { id } = request.params;
      await deleteTournament(db, auditContext(request), id);
      tournamentChanged(app.deps, id, 'settings');
      return ok(null, messages.deleted);
    },
  );

  for (const [path, correcting] of [
    ['result', false],
    ['correct', true],
  ] as const) {
    app.post(
      `/tournaments/:id/matches/:matchId/${path}`,
      {
        config: { audit: correcting ? 'tournaments.correct' : 'tournaments.result' },
        schema: describe({ params: matchParams, body: matchResultSchema, data: tournamentSchema }),
      },
      async (request) => {
        const { id, matchId } = request.params;
        await recordResult(db, auditContext(request), id, matchId, request.body, correcting);
        tournamentChanged(app.deps, id, 'result');
        return ok(await view(id), correcting ? messages.resultCorrected : messages.resultRecorded);
      },
    );
  }
}
