import { bonusHuntMessages } from '@podium/shared/bonus-hunts/messages';
import {
  bonusHuntCurrentSchema,
  huntHistoryEntrySchema,
  huntPredictionSchema,
  huntPredictResultSchema,
  huntPredictSchema,
} from '@podium/shared/bonus-hunts/schemas';
import { ok } from '@podium/shared/common/envelope';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { cachedCurrentHunt, cachedHuntHistory, cachedHuntPredictions } from './bonus-hunts.cache.ts';
import { bonusHuntErrors } from './bonus-hunts.errors.ts';
import { huntChanged } from './bonus-hunts.live.ts';
import { findHunt } from './bonus-hunts.repository.ts';
import { huntByIdView, savePrediction } from './bonus-hunts.usecases.ts';

const predictLimit = perMemberLimit(60);
const huntParams = idParams('huntId');

/** SPEC §7 bonus hunt calls: the current hunt, predictions and history for everyone; predicting for members. */
export async function bonusHuntRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/api/r/bonus-hunts/current',
    { schema: describe({ data: bonusHuntCurrentSchema }) },
    async (request) => ok(await cachedCurrentHunt(app.deps, request.user?.id ?? null)),
  );

  app.get(
    '/api/r/bonus-hunts/history',
    { schema: describe({ data: z.array(huntHistoryEntrySchema) }) },
    async () => ok(await cachedHuntHistory(app.deps)),
  );

  app.get(
    '/api/r/bonus-hunts/:huntId',
    { schema: describe({ params: huntParams, data: bonusHuntCurrentSchema }) },
    async (request) => ok(await huntByIdView(db, request.params.huntId, request.user?.id ?? null)),
  );

  app.get(
    '/api/r/bonus-hunts/:huntId/predictions',
    { schema: describe({ params: huntParams, data: z.array(huntPredictionSchema) }) },
    async (request) => {
      const id = request.params.huntId;
      if (!(await findHunt(db, id))) throw bonusHuntErrors.notFound();
      return ok(await cachedHuntPredictions(app.deps, id));
    },
  );

  app.post(
    '/api/r/bonus-hunts/:huntId/predict',
    {
      config: predictLimit,
      schema: describe({ params: huntParams, body: huntPredictSchema, data: huntPredictResultSchema }),
    },
    async (request) => {
      const id = request.params.huntId;
      if (!request.user) throw bonusHuntErrors.loginRequired();
      const result = await savePrediction(db, request.user.id, id, request.body);
      huntChanged(app.deps, id, 'predictions');
      return ok(result, result.created ? bonusHuntMessages.submitted : bonusHuntMessages.updated);
    },
  );
}
