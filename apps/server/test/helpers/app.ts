import type { Role } from '@podium/shared/common/user';
import { CSRF_COOKIE, CSRF_PATH } from '@podium/shared/site-settings/boot';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createSession, SESSION_COOKIE } from '../../src/features/auth/sessions.ts';
import { findOrCreateUser } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { resetDatabase, testDatabase } from './db.ts';
import { type AppRoute, collectRoute } from './routes.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/podium-test-unused',
    WEB_DIST_DIR: '/nonexistent-dist',
    ...env,
  });
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  cache: JsonCache;
  /** The app's own route table, as it registered it (filled when the app is built). */
  routes: AppRoute[];
}

/** Builds the app on the worker's database; tables are emptied before each test. */
export function useTestApp(
  env: Record<string, string> = {},
  options: {
    config?: () => Config;
    /** Sees (and may add hooks to) every route as it is added, after the route table has it. */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): TestContext {
  const ctx = { routes: [] } as unknown as TestContext;
  beforeAll(async () => {
    const database = await testDatabase();
    ctx.db = database.db;
    ctx.cache = new JsonCache();
    ctx.app = await buildApp(
      {
        config: options.config?.() ?? testConfig(env),
        db: ctx.db,
        secret: TEST_SECRET,
        cache: ctx.cache,
        live: new LiveHub(),
      },
      {
        onRoute: (route) => {
          ctx.routes.push(...collectRoute(route));
          options.onRoute?.(route);
        },
      },
    );
  });
  beforeEach(async () => {
    // The last test's audience changes are told, and forgotten, before its rows go (lib/coalesce.ts).
    ctx.app.deps.live.flushCoalesced();
    await resetDatabase(ctx.db);
    ctx.cache.invalidate();
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}

/** A browser-like client: keeps cookies, reads the CSRF token from the page's cookie, sends it back. */
export class Agent {
  cookies = new Map<string, string>();
  csrf = '';

  constructor(private readonly app: FastifyInstance) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '' || (c.expires && c.expires.getTime() <= Date.now())) {
        this.cookies.delete(c.name);
      } else {
        this.cookies.set(c.name, c.value);
      }
    }
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...rest } = options;
    const method = (rest.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (csrf && method !== 'GET' && method !== 'HEAD' && this.csrf) headers['x-csrf-token'] = this.csrf;
    const res = await this.app.inject({ ...rest, headers });
    this.remember(res);
    return res;
  }

  /**
   * Loads a page and takes the CSRF token as the page's scripts do (web lib/csrf.ts): from the cookie a
   * member's page sets, or, with none (a visitor's page sets no cookie), from `GET /auth/csrf`.
   */
  async page(url = '/'): Promise<LightMyRequestResponse> {
    const res = await this.request({ method: 'GET', url });
    if (!this.cookies.get(CSRF_COOKIE)) await this.request({ method: 'GET', url: CSRF_PATH });
    this.csrf = this.cookies.get(CSRF_COOKIE) ?? '';
    return res;
  }

  get = (url: string, headers: Record<string, string> = {}) => this.request({ method: 'GET', url, headers });
  post = (url: string, payload?: unknown) =>
    this.request({ method: 'POST', url, payload: payload as object });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as object });
  delete = (url: string) => this.request({ method: 'DELETE', url });
}

/** A signed-in agent for a (new or existing) member with the given role. */
export async function signedIn(ctx: TestContext, username: string, role: Role = 'Member'): Promise<Agent> {
  const user = await findOrCreateUser(ctx.db, username);
  if (user.role !== role) await ctx.db.update(users).set({ role }).where(eq(users.id, user.id));
  const agent = new Agent(ctx.app);
  agent.cookies.set(SESSION_COOKIE, await createSession(ctx.db, user.id));
  await agent.page('/');
  return agent;
}

export async function visitor(ctx: TestContext): Promise<Agent> {
  const agent = new Agent(ctx.app);
  await agent.page('/');
  return agent;
}

export const json = <
  T = { success: boolean; data: unknown; message: string | null; errors: unknown; code?: string },
>(
  res: LightMyRequestResponse,
) => res.json() as T;
