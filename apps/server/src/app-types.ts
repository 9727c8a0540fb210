import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { UserRow } from './features/users/users.table.ts';
import type { JsonCache } from './lib/cache.ts';

/** What the app factory is given: everything it talks to, so tests build it in-process. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Secret for CSRF tokens and signed cookies. */
  secret: string;
  cache: JsonCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | undefined;
  }
}
