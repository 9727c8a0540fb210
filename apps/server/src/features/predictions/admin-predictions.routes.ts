import { ok } from '@podium/shared/common/envelope';
import { predictionMessages as messages } from '@podium/shared/predictions/messages';
import {
  predictionCreateSchema,
  predictionResolveSchema,
  predictionSchema,
} from '@podium/shared/predictions/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import {
  cancelPrediction,
  createPrediction,
  lockPrediction,
  resolvePrediction,
} from './admin-predictions.usecases.ts';
import { predictionChanged } from './predictions.live.ts';
import { listPredictions } from './predictions.view.ts';

const list = z.array(predictionSchema);

/**
 * Admin › Predictions (mounted under /api/admin, Admin only): open, lock, resolve, cancel. Each answers
 * the list, is pushed live and is on record.
 */
export async function adminPredictionRoutes(app: App) {
  const { db } = app.deps;

  app.get('/predictions', { schema: describe({ data: list }) }, async () =>
    ok(await listPredictions(db, null)),
  );

  app.post(
    '/predictions',
    {
      config: { audit: 'predictions.create' },
      schema: describe({ body: predictionCreateSchema, data: list, status: 201 }),
    },
    async (request, reply) => {
      const id = await createPrediction(db, auditContext(request), request.body);
      predictionChanged(app.deps, id, 'state');
      return reply.code(201).send(ok(await listPredictions(db, null), messages.created));
    },
  );

  app.post(
    '/predictions/:id/lock',
    { config: { audit: 'predictions.lock' }, schema: describe({ params: idParams(), data: list }) },
    async (request) => {
      await lockPrediction(db, auditContext(request), request.params.id);
      predictionChanged(app.deps, request.params.id, 'state');
      return ok(await listPredictions(db, null), messages.locked);
    },
  );

  app.post(
    '/predictions/:id/resolve',
    {
      config: { audit: 'predictions.resolve' },
      schema: describe({ params: idParams(), body: predictionResolveSchema, data: list }),
    },
    async (request) => {
      const { refunded } = await resolvePrediction(
        db,
        auditContext(request),
        request.params.id,
        request.body.outcome_id,
      );
      predictionChanged(app.deps, request.params.id, 'state');
      return ok(await listPredictions(db, null), refunded ? messages.resolvedRefunded : messages.resolved);
    },
  );

  app.post(
    '/predictions/:id/cancel',
    { config: { audit: 'predictions.cancel' }, schema: describe({ params: idParams(), data: list }) },
    async (request) => {
      await cancelPrediction(db, auditContext(request), request.params.id);
      predictionChanged(app.deps, request.params.id, 'state');
      return ok(await listPredictions(db, null), messages.cancelled);
    },
  );
}
