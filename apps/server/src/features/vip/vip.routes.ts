import { ok } from '@podium/shared/common/envelope';
import { vipMessages } from '@podium/shared/vip/messages';
import { vipClaimResultSchema, vipRewardsSchema } from '@podium/shared/vip/schemas';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../lib/params.ts';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { claimTier, vipRewardsFor } from './vip.usecases.ts';

const claimLimit = perMemberLimit(30);

/** SPEC §7 VIP calls; signed-in members only. */
export async function vipRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/api/r/vip-rewards', { schema: describe({ data: vipRewardsSchema }) }, async (request) => {
    const viewer = requireUser(request);
    return ok(await vipRewardsFor(db, viewer.id));
  });

  app.post(
    '/api/r/vip-rewards/:tierId/claim',
    { config: claimLimit, schema: describe({ params: idParams('tierId'), data: vipClaimResultSchema }) },
    async (request) => {
      const viewer = requireUser(request);
      const result = await claimTier(db, viewer.id, idParam(request.params, 'tierId'));
      return ok(result, result.reward_type === 'cash' ? vipMessages.claimedCash : vipMessages.claimed);
    },
  );
}
