import { ok } from '@podium/shared/common/envelope';
import { claimMessages } from '@podium/shared/draws/claim-words';
import { claimResultSchema } from '@podium/shared/draws/claims';
import { wagerRaffleDetailSchema, wagerRaffleListSchema } from '@podium/shared/wager-raffles/schemas';
import { wagerRaffleVerifySchema } from '@podium/shared/wager-raffles/verify';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { claimWagerPrize } from './claims.usecases.ts';
import { wagerRaffleVerifyData } from './verify.usecases.ts';
import { detailView, listView } from './views.usecases.ts';
import { wagerRaffleErrors } from './wager-raffles.errors.ts';
import { wagerRaffleChanged } from './wager-raffles.live.ts';

const claimLimit = perMemberLimit(30);

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

  // Decision 064: a winner claims their prize before the deadline, once.
  app.post(
    '/api/r/wager-raffles/:id/claim',
    { config: claimLimit, schema: describe({ params: idParams(), data: claimResultSchema }) },
    async (request) => {
      const { id } = request.params;
      if (!request.user) throw wagerRaffleErrors.claimLoginRequired();
      const result = await claimWagerPrize(db, request.user.id, id);
      wagerRaffleChanged(app.deps, id);
      return ok(result, claimMessages.claimed);
    },
  );
}
