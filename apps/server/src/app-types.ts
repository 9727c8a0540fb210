import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { SessionCache } from './features/auth/session-cache.ts';
import type { UserRow } from './features/users/users.table.ts';
import type { JsonCache } from './lib/cache.ts';
import type { LiveHub } from './lib/live.ts';

/** What the app factory is given: everything it talks to, so tests build it in-process. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Secret for CSRF tokens and signed cookies. */
  secret: string;
  cache: JsonCache;
  /** Live updates (SSE): features publish on their topics, every process's clients receive. */
  live: LiveHub;
  /** Only with REDIS_URL: shared rate-limit counters and the readiness check (the bus has its own). */
  redis?: Redis;
  /**
   * Signed-in requests' sessions, kept a few seconds; platform.ts gives one that drops a session in
   * every process through the bus. Without one, buildApp makes one for this process alone.
   */
  sessions?: SessionCache;
}

/** The app's dependencies once built: always with a session cache. */
export type AppServices = AppDeps & { sessions: SessionCache };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppServices;
    /** Answers cached anonymous reads and pages before Fastify (plugins/fast-lane.ts). */
    fastLane: import('./plugins/fast-lane.ts').FastLane;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | undefined;
  }
}
