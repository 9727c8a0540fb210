import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from './features/auth/sessions.ts';
import { tickDemoWagers } from './features/leaderboard/demo-provider.ts';
import { currentPeriods } from './features/leaderboard/leaderboard.payload.ts';
import { LEADERBOARD_KEY } from './features/leaderboard/leaderboard.routes.ts';
import { leaderboardPlatforms } from './features/leaderboard/leaderboard.table.ts';
import { rollOverPeriods } from './features/leaderboard/periods.ts';

const DEMO_TICK_MS = 5 * 60_000;

/**
 * In-process schedule: period roll-over every minute, demo wagers every five minutes (only when
 * demo content is seeded), expired sessions hourly. Returns a stop function.
 */
export function startJobs(app: FastifyInstance): () => void {
  const { db, cache } = app.deps;
  const run = async (name: string, job: () => Promise<void>) => {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error }, `job ${name} failed`);
    }
  };
  const rollOver = () =>
    run('period-rollover', async () => {
      if ((await rollOverPeriods(db)) > 0) cache.invalidate(LEADERBOARD_KEY);
    });
  void rollOver();
  const demoTick = () =>
    run('demo-wagers', async () => {
      const demo = await db
        .select({ id: leaderboardPlatforms.id })
        .from(leaderboardPlatforms)
        .where(eq(leaderboardPlatforms.provider, 'demo'));
      const ids = new Set(demo.map((p) => p.id));
      const periods = (await currentPeriods(db, new Date())).filter(
        (p) => ids.has(p.platformId) && p.endsAt > new Date(),
      );
      const tick = Math.floor(Date.now() / DEMO_TICK_MS);
      if (
        (await tickDemoWagers(
          db,
          periods.map((p) => p.id),
          tick,
        )) > 0
      )
        cache.invalidate(LEADERBOARD_KEY);
    });
  const timers = [
    setInterval(rollOver, 60_000),
    ...(app.deps.config.seedDemo ? [setInterval(demoTick, DEMO_TICK_MS)] : []),
    setInterval(() => run('session-cleanup', () => deleteExpiredSessions(db)), 3_600_000),
  ];
  for (const t of timers) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
