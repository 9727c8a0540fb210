import { reorderSchema } from '@podium/shared/affiliates/schemas';
import { ok } from '@podium/shared/common/envelope';
import { endsAfterStart } from '@podium/shared/leaderboard/periods';
import {
  adminPlatformSchema,
  leaderboardMessages,
  leaderboardPayloadSchema,
  periodEndSchema,
  periodInputSchema,
  platformInputSchema,
} from '@podium/shared/leaderboard/schemas';
import { z } from 'zod';
import { cachedRead } from '../../lib/cached-read.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { leaderboardErrors } from './leaderboard.errors.ts';
import { LEADERBOARD_KEY, leaderboardChanged } from './leaderboard.live.ts';
import { buildLeaderboardPayload } from './leaderboard.payload.ts';
import { setCurrentPeriodEnd, startNewPeriod } from './periods.usecases.ts';
import { getPlatform, listAdminPlatforms } from './platforms.repository.ts';
import { createPlatform, deletePlatform, reorderPlatforms, updatePlatform } from './platforms.usecases.ts';

/** Every admin change answers the whole list again. */
const platforms = z.array(adminPlatformSchema);

export async function leaderboardRoutes(app: App) {
  // Live: boards change with every wager sync, so a CDN keeps them only a few seconds.
  cachedRead(app, '/api/r/leaderboard', {
    key: LEADERBOARD_KEY,
    load: async () => ok(await buildLeaderboardPayload(app.deps.db)),
    caching: { maxAge: 5, staleWhileRevalidate: 30 },
    schema: describe({ data: leaderboardPayloadSchema }),
  });
}

export async function adminLeaderboardRoutes(app: App) {
  const { db, config } = app.deps;
  const changed = () => leaderboardChanged(app.deps);
  const list = async () => ok(await listAdminPlatforms(db));

  app.get('/leaderboards', { schema: describe({ data: platforms }) }, list);
  app.post(
    '/leaderboards',
    {
      config: { audit: 'leaderboard.create' },
      schema: describe({ body: platformInputSchema, data: platforms, status: 201 }),
    },
    async (request, reply) => {
      await createPlatform(db, auditContext(request), request.body, config.seedDemo);
      changed();
      return reply.code(201).send({ ...(await list()), message: leaderboardMessages.created });
    },
  );
  app.put(
    '/leaderboards/:id',
    {
      config: { audit: 'leaderboard.update' },
      schema: describe({ params: idParams(), body: platformInputSchema, data: platforms }),
    },
    async (request) => {
      await updatePlatform(db, auditContext(request), request.params.id, request.body);
      changed();
      return { ...(await list()), message: leaderboardMessages.saved };
    },
  );
  app.delete(
    '/leaderboards/:id',
    { config: { audit: 'leaderboard.delete' }, schema: describe({ params: idParams(), data: platforms }) },
    async (request) => {
      await deletePlatform(db, auditContext(request), request.params.id);
      changed();
      return { ...(await list()), message: leaderboardMessages.deleted };
    },
  );
  app.post(
    '/leaderboards/reorder',
    { config: { audit: 'leaderboard.reorder' }, schema: describe({ body: reorderSchema, data: platforms }) },
    async (request) => {
      await reorderPlatforms(db, auditContext(request), request.body.ids);
      changed();
      return { ...(await list()), message: leaderboardMessages.orderSaved };
    },
  );
  app.post(
    '/leaderboards/:id/period-end',
    {
      config: { audit: 'leaderboard.period_end' },
      schema: describe({ params: idParams(), body: periodEndSchema, data: platforms }),
    },
    async (request) => {
      const { id } = request.params;
      await getPlatform(db, id);
      const { ends_at } = request.body;
      await setCurrentPeriodEnd(db, auditContext(request), id, new Date(ends_at));
      changed();
      return { ...(await list()), message: leaderboardMessages.periodEndSaved };
    },
  );
  app.post(
    '/leaderboards/:id/periods',
    {
      config: { audit: 'leaderboard.period_start' },
      schema: describe({ params: idParams(), body: periodInputSchema, data: platforms }),
    },
    async (request) => {
      const platform = await getPlatform(db, request.params.id);
      const input = request.body;
      const now = Date.now();
      if (!endsAfterStart(input, now)) throw leaderboardErrors.endBeforeStart();
      const start = new Date(input.starts_at ?? now);
      await startNewPeriod(
        db,
        auditContext(request),
        platform,
        start,
        new Date(input.ends_at),
        config.seedDemo,
      );
      changed();
      return { ...(await list()), message: leaderboardMessages.periodStarted };
    },
  );
}
