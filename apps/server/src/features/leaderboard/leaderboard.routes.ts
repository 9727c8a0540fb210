import { reorderSchema } from '@podium/shared/affiliates';
import { ok } from '@podium/shared/envelope';
import { periodInputSchema, platformInputSchema } from '@podium/shared/leaderboard';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCached } from '../../lib/cache.ts';
import { badRequest, parse } from '../../lib/errors.ts';
import { idParam } from '../../lib/params.ts';
import { buildLeaderboardPayload } from './leaderboard.payload.ts';
import { setCurrentPeriodEnd, startNewPeriod } from './periods.ts';
import {
  createPlatform,
  deletePlatform,
  getPlatform,
  listAdminPlatforms,
  reorderPlatforms,
  updatePlatform,
} from './platforms.repository.ts';

export const LEADERBOARD_KEY = 'leaderboard';

export async function leaderboardRoutes(app: FastifyInstance) {
  app.get('/api/r/leaderboard', async (request, reply) =>
    sendCached(
      request,
      reply,
      await app.deps.cache.get(LEADERBOARD_KEY, async () => ok(await buildLeaderboardPayload(app.deps.db))),
    ),
  );
}

const periodEndSchema = z.object({ ends_at: z.iso.datetime({ offset: true }) });

export async function adminLeaderboardRoutes(app: FastifyInstance) {
  const { db, cache } = app.deps;
  const changed = () => cache.invalidate(LEADERBOARD_KEY);
  const list = async () => ok(await listAdminPlatforms(db));

  app.get('/leaderboards', list);
  app.post('/leaderboards', async (request, reply) => {
    await createPlatform(db, parse(platformInputSchema, request.body));
    changed();
    return reply.code(201).send({ ...(await list()), message: 'Leaderboard created' });
  });
  app.put('/leaderboards/:id', async (request) => {
    await updatePlatform(db, idParam(request.params), parse(platformInputSchema, request.body));
    changed();
    return { ...(await list()), message: 'Leaderboard saved' };
  });
  app.delete('/leaderboards/:id', async (request) => {
    await deletePlatform(db, idParam(request.params));
    changed();
    return { ...(await list()), message: 'Leaderboard deleted' };
  });
  app.post('/leaderboards/reorder', async (request) => {
    await reorderPlatforms(db, parse(reorderSchema, request.body).ids);
    changed();
    return { ...(await list()), message: 'Order saved' };
  });
  app.post('/leaderboards/:id/period-end', async (request) => {
    const id = idParam(request.params);
    await getPlatform(db, id);
    const { ends_at } = parse(periodEndSchema, request.body);
    await setCurrentPeriodEnd(db, id, new Date(ends_at));
    changed();
    return { ...(await list()), message: 'Period end saved' };
  });
  app.post('/leaderboards/:id/periods', async (request) => {
    const platform = await getPlatform(db, idParam(request.params));
    const input = parse(periodInputSchema, request.body);
    const start = input.starts_at ? new Date(input.starts_at) : new Date();
    const end = new Date(input.ends_at);
    if (end <= start)
      throw badRequest('The end must be after the start', { ends_at: ['The end must be after the start'] });
    await startNewPeriod(db, platform, start, end);
    changed();
    return { ...(await list()), message: 'New period started' };
  });
}
