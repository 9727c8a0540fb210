import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from './features/auth/sessions.ts';
import { LEADERBOARD_KEY } from './features/leaderboard/leaderboard.routes.ts';
import { rollOverPeriods } from './features/leaderboard/periods.ts';

/** In-process schedule: period roll-over every minute, expired sessions hourly. Returns a stop function. */
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
  const timers = [
    setInterval(rollOver, 60_000),
    setInterval(() => run('session-cleanup', () => deleteExpiredSessions(db)), 3_600_000),
  ];
  for (const t of timers) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
