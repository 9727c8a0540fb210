import { ok } from '@podium/shared/common/envelope';
import { storeMessages } from '@podium/shared/store/messages';
import {
  queuePageSchema,
  queueQuerySchema,
  queueRedemptionSchema,
  refundRedemptionSchema,
} from '@podium/shared/store/schemas';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { redemptionQueue } from './redemption-queue.repository.ts';
import { processRedemption, refundRedemption } from './redemption-queue.usecases.ts';

/** The redemption queue (mounted under /api/staff: Moderator or Admin). */
export async function redemptionQueueRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/redemptions',
    { schema: describe({ querystring: queueQuerySchema, data: queuePageSchema }) },
    async (request) => ok(await redemptionQueue(db, request.query)),
  );

  app.post(
    '/redemptions/:id/process',
    {
      config: { audit: 'redemptions.process' },
      schema: describe({ params: idParams(), data: queueRedemptionSchema }),
    },
    async (request) =>
      ok(
        await processRedemption(db, auditContext(request), request.params.id),
        storeMessages.redemptionProcessed,
      ),
  );

  // A pending redemption: any moderator (`redemptions.refund`). A processed one: Admins, with a reason
  // (`store.refund`, decision 043).
  app.post(
    '/redemptions/:id/refund',
    {
      config: { audit: ['redemptions.refund', 'store.refund'] },
      schema: describe({ params: idParams(), body: refundRedemptionSchema, data: queueRedemptionSchema }),
    },
    async (request) => {
      const { role } = requireUser(request);
      const refunded = await refundRedemption(
        db,
        auditContext(request),
        role,
        request.params.id,
        request.body,
      );
      return ok(refunded, storeMessages.redemptionRefunded);
    },
  );
}
