import { ok } from '@podium/shared/common/envelope';
import {
  adminPastPeriodsSchema,
  matchStandingSchema,
  pastPeriodsQuerySchema,
  reasonInputSchema,
  standingMessages,
} from '@podium/shared/leaderboard/standings';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { closeNow } from './close.usecases.ts';
import { pastPeriods } from './past-periods.repository.ts';
import { decideStanding, matchStanding, reopenPeriod } from './prizes.usecases.ts';

/** Admin › Leaderboards › Past periods: close now, reopen, and the prize ranks staff resolve. */
export async function adminPastPeriodRoutes(app: App) {
  const { deps } = app;
  app.get(
    '/leaderboards/:id/periods',
    {
      schema: describe({
        params: idParams(),
        querystring: pastPeriodsQuerySchema,
        data: adminPastPeriodsSchema,
      }),
    },
    async (request) => ok(await pastPeriods(deps.db, request.params.id, request.query.page)),
  );
  app.post(
    '/leaderboards/periods/:id/close',
    { config: { audit: 'leaderboard.period_close' }, schema: describe({ params: idParams() }) },
    async (request) => {
      await closeNow(deps, auditContext(request), request.params.id);
      return ok(null, standingMessages.closed);
    },
  );
  app.post(
    '/leaderboards/periods/:id/reopen',
    {
      config: { audit: 'leaderboard.period_reopen' },
      schema: describe({ params: idParams(), body: reasonInputSchema }),
    },
    async (request) => {
      await reopenPeriod(deps, auditContext(request), request.params.id, request.body.reason);
      return ok(null, standingMessages.reopened);
    },
  );
  app.post(
    '/leaderboards/prizes/:id/match',
    {
      config: { audit: 'leaderboard.prize_match' },
      schema: describe({ params: idParams(), body: matchStandingSchema }),
    },
    async (request) => {
      await matchStanding(deps, auditContext(request), request.params.id, request.body);
      return ok(null, standingMessages.matched);
    },
  );
  for (const decision of ['skip', 'hold'] as const) {
    app.post(
      `/leaderboards/prizes/:id/${decision}`,
      {
        config: { audit: `leaderboard.prize_${decision}` },
        schema: describe({ params: idParams(), body: reasonInputSchema }),
      },
      async (request) => {
        await decideStanding(deps, auditContext(request), request.params.id, decision, request.body.reason);
        return ok(null, decision === 'skip' ? standingMessages.skipped : standingMessages.held);
      },
    );
  }
  app.post(
    '/leaderboards/prizes/:id/release',
    { config: { audit: 'leaderboard.prize_release' }, schema: describe({ params: idParams() }) },
    async (request) => {
      await decideStanding(deps, auditContext(request), request.params.id, 'release', null);
      return ok(null, standingMessages.released);
    },
  );
}
