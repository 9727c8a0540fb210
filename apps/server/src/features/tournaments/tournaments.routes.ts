import { envelopeOf, ok } from '@podium/shared/common/envelope';
import { tournamentMessages } from '@podium/shared/tournaments/messages';
import {
  paginationSchema,
  predictSchema,
  tournamentCardSchema,
  tournamentDetailSchema,
  tournamentListQuerySchema,
} from '@podium/shared/tournaments/schemas';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { savePredictions } from './predict.usecases.ts';
import { cachedTournamentList } from './tournaments.cache.ts';
import { tournamentErrors } from './tournaments.errors.ts';
import { tournamentChanged } from './tournaments.live.ts';
import { tournamentDetail } from './tournaments.usecases.ts';

const predictLimit = perMemberLimit(60);

/** The list answers the envelope plus `pagination` beside `data` (SPEC §7). */
const listAnswer = envelopeOf(z.array(tournamentCardSchema)).extend({ pagination: paginationSchema });

/** SPEC §7 tournament calls: lists and details for everyone, predictions for signed-in members. */
export async function tournamentRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/api/r/tournaments',
    { schema: describe({ querystring: tournamentListQuerySchema, responses: { 200: listAnswer } }) },
    async (request) => {
      const { page, filter } = request.query;
      const { data, pagination } = await cachedTournamentList(app.deps, page, filter ?? 'all');
      return { ...ok(data), pagination };
    },
  );

  app.get(
    '/api/r/tournaments/:id',
    { schema: describe({ params: idParams(), data: tournamentDetailSchema }) },
    async (request) => {
      const detail = await tournamentDetail(db, request.params.id, request.user?.id ?? null);
      if (!detail) throw tournamentErrors.notFound();
      return ok(detail);
    },
  );

  app.post(
    '/api/r/tournaments/:id/predict',
    { config: predictLimit, schema: describe({ params: idParams(), body: predictSchema }) },
    async (request) => {
      const { id } = request.params;
      if (!request.user) throw tournamentErrors.loginRequired();
      await savePredictions(db, request.user.id, id, request.body);
      tournamentChanged(app.deps, id, 'predictions');
      return ok(null, tournamentMessages.saved);
    },
  );
}
