import { ok } from '@podium/shared/common/envelope';
import { vipMessages } from '@podium/shared/vip/messages';
import {
  adminVipClaimSchema,
  adminVipClaimsQuerySchema,
  adminVipSchema,
  adminVipTierSchema,
  vipReorderSchema,
  vipTierCreateSchema,
  vipTierInputSchema,
} from '@podium/shared/vip/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { adminVip } from './admin-vip.repository.ts';
import { createTier, reopenClaim, reorderTiers, setRetired, updateTier } from './admin-vip.usecases.ts';
import { latestClaims } from './admin-vip-claims.repository.ts';

/**
 * Admin › VIP tiers (mounted under /api/admin, Admin only): tiers per platform (create, edit,
 * reorder, retire and restore) and a member's claims, with reopening a claim whose payout was rejected.
 * Every change records the admin who made it.
 */
export async function adminVipRoutes(app: App) {
  const { db } = app.deps;

  app.get('/vip', { schema: describe({ data: adminVipSchema }) }, async () => ok(await adminVip(db)));

  app.post(
    '/vip/tiers',
    {
      config: { audit: 'vip.tier_create' },
      schema: describe({ body: vipTierCreateSchema, data: adminVipTierSchema, status: 201 }),
    },
    async (request, reply) => {
      const { platform_id, ...input } = request.body;
      const tier = await createTier(db, auditContext(request), platform_id, input);
      return reply.code(201).send(ok(tier, vipMessages.tierCreated));
    },
  );

  app.put(
    '/vip/tiers/:id',
    {
      config: { audit: 'vip.tier_update' },
      schema: describe({ params: idParams(), body: vipTierInputSchema, data: adminVipTierSchema }),
    },
    async (request) => {
      const input = request.body;
      return ok(await updateTier(db, auditContext(request), request.params.id, input), vipMessages.tierSaved);
    },
  );

  app.post(
    '/vip/tiers/reorder',
    {
      config: { audit: 'vip.tier_reorder' },
      schema: describe({ body: vipReorderSchema, data: z.array(adminVipTierSchema) }),
    },
    async (request) => {
      const { platform_id, ids } = request.body;
      return ok(await reorderTiers(db, auditContext(request), platform_id, ids), vipMessages.orderSaved);
    },
  );

  for (const [action, retired, message] of [
    ['retire', true, vipMessages.tierRetired],
    ['restore', false, vipMessages.tierRestored],
  ] as const) {
    app.post(
      `/vip/tiers/:id/${action}`,
      {
        config: { audit: `vip.tier_${action}` },
        schema: describe({ params: idParams(), data: adminVipTierSchema }),
      },
      async (request) => {
        return ok(await setRetired(db, auditContext(request), request.params.id, retired), message);
      },
    );
  }

  app.get(
    '/vip/claims',
    { schema: describe({ querystring: adminVipClaimsQuerySchema, data: z.array(adminVipClaimSchema) }) },
    async (request) => ok(await latestClaims(db, request.query.user_id)),
  );

  app.post(
    '/vip/claims/:id/reopen',
    {
      config: { audit: 'vip.claim_reopen' },
      schema: describe({ params: idParams(), data: adminVipClaimSchema }),
    },
    async (request) => {
      return ok(await reopenClaim(db, auditContext(request), request.params.id), vipMessages.claimReopened);
    },
  );
}
