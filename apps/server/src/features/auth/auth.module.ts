import type { FeatureModule } from '../../lib/module.ts';
import { authRoutes } from './auth.routes.ts';
import { deleteExpiredSessions } from './sessions.ts';

export const authModule: FeatureModule = {
  name: 'auth',
  publicRoutes: authRoutes,
  jobs: [{ name: 'session-cleanup', everyMs: 3_600_000, run: ({ db }) => deleteExpiredSessions(db) }],
};
