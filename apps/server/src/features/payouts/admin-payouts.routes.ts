import { ok } from '@podium/shared/common/envelope';
import { payoutMessages } from '@podium/shared/payouts/messages';
import {
  adminPayoutSchema,
  markPaidSchema,
  payoutExportQuerySchema,
  payoutPageSchema,
  payoutQueueQuerySchema,
  rejectPayoutSchema,
} from '@podium/shared/payouts/schemas';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { HISTORY_CACHE_KEYS } from '../history/history.keys.ts';
import { exportPayouts } from './payout-export.usecases.ts';
import { payoutQueue } from './payouts.repository.ts';
import { decide } from './payouts.usecases.ts';

/** The payout queue (mounted under /api/admin, Admin only): filter, mark paid, reject. */
export async function adminPayoutRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/payouts',
    { schema: describe({ querystring: payoutQueueQuerySchema, data: payoutPageSchema }) },
    async (request) => ok(await payoutQueue(db, request.query)),
  );

  // A file download (not the envelope), on record as `payouts.export` although a GET (decision 043).
  app.get(
    '/payouts/export.csv',
    {
      schema: describe({
        querystring: payoutExportQuerySchema,
        responses: { 200: { description: 'The payouts as CSV (text/csv), a header row first' } },
      }),
    },
    async (request, reply) => {
      const csv = await exportPayouts(db, auditContext(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${request.query.status}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/payouts/:id/paid',
    {
      config: { audit: 'payouts.paid' },
      schema: describe({ params: idParams(), body: markPaidSchema, data: adminPayoutSchema }),
    },
    async (request) => {
      const { reference } = request.body;
      const payout = await decide(db, auditContext(request), request.params.id, {
        status: 'paid',
        reference,
      });
      // A leaderboard prize shows Paid in the public history (decision 065).
      if (payout.source === 'leaderboard_prize') app.deps.cache.invalidate(...HISTORY_CACHE_KEYS);
      return ok(payout, payoutMessages.markedPaid);
    },
  );

  app.post(
    '/payouts/:id/reject',
    {
      config: { audit: 'payouts.rejected' },
      schema: describe({ params: idParams(), body: rejectPayoutSchema, data: adminPayoutSchema }),
    },
    async (request) => {
      const { reason } = request.body;
      const payout = await decide(db, auditContext(request), request.params.id, {
        status: 'rejected',
        reason,
      });
      return ok(payout, payoutMessages.rejected);
    },
  );
}
