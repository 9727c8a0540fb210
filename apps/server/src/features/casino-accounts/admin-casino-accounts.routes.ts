import { casinoAccountMessages } from '@podium/shared/casino-accounts/messages';
import {
  casinoAccountPageSchema,
  casinoAccountQueueQuerySchema,
  moveCasinoAccountSchema,
  refuseCasinoAccountSchema,
  verifyCasinoAccountSchema,
} from '@podium/shared/casino-accounts/schemas';
import { ok } from '@podium/shared/common/envelope';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { cachedSettings } from '../site-settings/site-settings.cache.ts';
import { moveAccount, refuseAccount, verifyAccount } from './admin-casino-accounts.usecases.ts';
import { accountQueue } from './casino-accounts.repository.ts';

/** The casino accounts' queue (mounted under /api/admin, Admin only; decision 042). */
export async function adminCasinoAccountRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/casino-accounts',
    { schema: describe({ querystring: casinoAccountQueueQuerySchema, data: casinoAccountPageSchema }) },
    async (request) => {
      const { casino } = await cachedSettings(app.deps);
      return ok(await accountQueue(db, request.query, casino));
    },
  );

  app.post(
    '/casino-accounts/:id/verify',
    {
      config: { audit: 'casino-accounts.verify' },
      schema: describe({ params: idParams(), body: verifyCasinoAccountSchema }),
    },
    async (request) => {
      await verifyAccount(db, auditContext(request), request.params.id, request.body.reason ?? null);
      return ok(null, casinoAccountMessages.verified);
    },
  );

  app.post(
    '/casino-accounts/:id/refuse',
    {
      config: { audit: 'casino-accounts.refuse' },
      schema: describe({ params: idParams(), body: refuseCasinoAccountSchema }),
    },
    async (request) => {
      await refuseAccount(db, auditContext(request), request.params.id, request.body.reason);
      return ok(null, casinoAccountMessages.refused);
    },
  );

  app.post(
    '/casino-accounts/:id/move',
    {
      config: { audit: 'casino-accounts.move' },
      schema: describe({ params: idParams(), body: moveCasinoAccountSchema }),
    },
    async (request) => {
      const { casino } = await cachedSettings(app.deps);
      await moveAccount(db, auditContext(request), request.params.id, request.body, casino);
      return ok(
        null,
        request.body.verify ? casinoAccountMessages.movedVerified : casinoAccountMessages.moved,
      );
    },
  );
}
