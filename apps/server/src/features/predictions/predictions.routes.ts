import { ok } from '@podium/shared/common/envelope';
import { isStaffRole } from '@podium/shared/common/user';
import { predictionMessages } from '@podium/shared/predictions/messages';
import { predictionSchema, stakeResultSchema, stakeSchema } from '@podium/shared/predictions/schemas';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { cachedPredictions } from './predictions.cache.ts';
import { predictionErrors } from './predictions.errors.ts';
import { predictionChanged } from './predictions.live.ts';
import { placeStake } from './stake.usecases.ts';

const stakeLimit = perMemberLimit(60);

/** Points predictions (issue 29): the list for everyone, staking for members (staff never, decision 058). */
export async function predictionRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/r/predictions', { schema: describe({ data: z.array(predictionSchema) }) }, async (request) =>
    ok(await cachedPredictions(app.deps, request.user?.id ?? null)),
  );

  app.post(
    '/api/r/predictions/:id/stake',
    {
      config: stakeLimit,
      schema: describe({ params: idParams(), body: stakeSchema, data: stakeResultSchema }),
    },
    async (request) => {
      const { user } = request;
      if (!user) throw predictionErrors.loginRequired();
      if (isStaffRole(user.role)) throw predictionErrors.staffCannotStake();
      const result = await placeStake(db, user.id, request.params.id, request.body);
      predictionChanged(app.deps, request.params.id, 'stake');
      return ok(result, predictionMessages.staked);
    },
  );
}
