import { ok } from '@podium/shared/common/envelope';
import { memberPayoutSchema } from '@podium/shared/payouts/schemas';
import { z } from 'zod';
import { describe } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { memberPayouts } from './payouts.repository.ts';

/** The member's own payouts (signed in): what they are owed and what was paid or rejected, and why. */
export async function payoutRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/r/payouts', { schema: describe({ data: z.array(memberPayoutSchema) }) }, async (request) => {
    const viewer = requireUser(request);
    return ok(await memberPayouts(db, viewer.id));
  });
}
