import { ok } from '@podium/shared/common/envelope';
import { storeMessages } from '@podium/shared/store/messages';
import {
  redeemInputSchema,
  redeemResultSchema,
  redemptionSchema,
  storeResponseSchema,
} from '@podium/shared/store/schemas';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { pointsOf } from '../users/users.repository.ts';
import { activeItemsFor, redemptionHistory } from './store.repository.ts';
import { purchaseItem } from './store.usecases.ts';
import { payoutCasinosOf } from './store-payouts.usecases.ts';

const purchaseLimit = perMemberLimit(60);

/** SPEC §7 store calls; signed-in members only. */
export async function storeRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/r/store', { schema: describe({ data: storeResponseSchema }) }, async (request) => {
    const viewer = requireUser(request);
    return ok({
      store_items: await activeItemsFor(db, viewer.id),
      user_points: await pointsOf(db, viewer.id),
      payout_casinos: await payoutCasinosOf(db, viewer.id),
    });
  });

  app.get(
    '/api/r/store/redemptions',
    { schema: describe({ data: z.array(redemptionSchema) }) },
    async (request) => {
      const viewer = requireUser(request);
      return ok(await redemptionHistory(db, viewer.id));
    },
  );

  app.post(
    '/api/r/store/:itemId/redeem',
    {
      config: purchaseLimit,
      schema: describe({ params: idParams('itemId'), body: redeemInputSchema, data: redeemResultSchema }),
    },
    async (request) => {
      const viewer = requireUser(request);
      const result = await purchaseItem(db, viewer.id, request.params.itemId, request.body);
      return ok(result, storeMessages.purchased);
    },
  );
}
