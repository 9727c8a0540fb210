import { ok } from '@podium/shared/common/envelope';
import { isStaffRole } from '@podium/shared/common/user';
import { challengeMessages } from '@podium/shared/slot-challenges/messages';
import { challengeSchema, claimInputSchema } from '@podium/shared/slot-challenges/schemas';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { submitClaim } from './claim.usecases.ts';
import { cachedChallenges } from './slot-challenges.cache.ts';
import { challengeErrors } from './slot-challenges.errors.ts';
import { challengeChanged } from './slot-challenges.live.ts';

const claimLimit = perMemberLimit(20);
const list = z.array(challengeSchema);

/** Slot challenges (issue 29): the list for everyone, claims for members (staff never, decision 060). */
export async function slotChallengeRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/r/slot-challenges', { schema: describe({ data: list }) }, async (request) =>
    ok(await cachedChallenges(app.deps, request.user?.id ?? null)),
  );

  app.post(
    '/api/r/slot-challenges/:id/claims',
    {
      config: claimLimit,
      schema: describe({ params: idParams(), body: claimInputSchema, data: list, status: 201 }),
    },
    async (request, reply) => {
      const { user } = request;
      if (!user) throw challengeErrors.loginRequired();
      if (isStaffRole(user.role)) throw challengeErrors.staffCannotClaim();
      await submitClaim(db, user.id, request.params.id, request.body);
      challengeChanged(app.deps, request.params.id, 'claim');
      return reply.code(201).send(ok(await cachedChallenges(app.deps, user.id), challengeMessages.claimed));
    },
  );
}
