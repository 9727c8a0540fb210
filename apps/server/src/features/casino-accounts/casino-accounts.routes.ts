import { memberCasinoAccountSchema } from '@podium/shared/casino-accounts/schemas';
import { ok } from '@podium/shared/common/envelope';
import { z } from 'zod';
import { describe } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { memberCasinoAccounts } from './casino-accounts.usecases.ts';

/** The signed-in member's own casino accounts and their states, for Settings (decision 042). */
export async function casinoAccountRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/api/r/profile/casino-accounts',
    { schema: describe({ data: z.array(memberCasinoAccountSchema) }) },
    async (request) => {
      const me = requireUser(request);
      return ok(await memberCasinoAccounts(db, me.id));
    },
  );
}
