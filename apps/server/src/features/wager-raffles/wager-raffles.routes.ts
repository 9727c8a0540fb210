import { ok } from '@podium/shared/common/envelope';
import { wagerRaffleDetailSchema, wagerRaffleListSchema } from '@podium/shared/wager-raffles/schemas';
import { wagerRaffleVerifySchema } from '@podium/shared/wager-raffles/verify';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { wagerRaffleVerifyData } from './verify.usecases.ts';
import { detailView, listView } from './views.usecases.ts';

/** SPEC §7 wager raffle calls, for everyone; a signed-in member also sees their own tickets. */
export async function wagerRaffleRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/r/wager-raffles', { schema: describe({ data: wagerRaffleListSchema }) }, async (request) =>
    ok(await listView(db, request.user?.id ?? null)),
  );

  app.get(
    '/api/r/wager-raffles/:id',
    { schema: describe({ params: idParams(), data: wagerRaffleDetailSchema }) },
    async (request) => ok(await detailView(db, request.params.id, request.user?.id ?? null)),
  );

  app.get(
    '/api/r/wager-raffles/:id/verify',
    { schema: describe({ params: idParams(), data: wagerRaffleVerifySchema }) },
    async (request) => ok(await wagerRaffleVerifyData(db, request.params.id)),
  );
}
