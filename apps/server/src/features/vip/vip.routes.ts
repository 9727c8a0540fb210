import { ok } from '@podium/shared/common/envelope';
import { vipMessages } from '@podium/shared/vip/messages';
import { vipClaimResultSchema, vipRewardsSchema } from '@podium/shared/vip/schemas';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { claimTier, vipRewardsFor } from './vip.usecases.ts';

const claimLimit = perMemberLimit(30);

/** SPEC §7 VIP calls; signed-in members only. */
export async function vipRoutes(app: App) {
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
      const result = await claimTier(db, viewer.id, request.params.tierId);
      return ok(result, result.reward_type === 'cash' ? vipMessages.claimedCash : vipMessages.claimed);
    },
  );
}
