import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Role } from '@podium/shared/common/user';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { fastifyTrustProxy } from './config-values.ts';
import { SessionCache } from './features/auth/session-cache.ts';
import { sharedRateLimitStore } from './lib/rate-limit-store.ts';
import { responseSerializer } from './lib/response-serializer.ts';
import { requestValidator } from './lib/validation.ts';
import { createLogger } from './logger.ts';
import { modules } from './modules.ts';
import { checkAudited } from './plugins/audit-check.ts';
import { registerAuth, requireRole } from './plugins/auth.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { docsRoutes } from './plugins/docs.ts';
import { registerDraining } from './plugins/draining.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { FastLane } from './plugins/fast-lane.ts';
import { healthRoutes } from './plugins/health.ts';
import { liveRoutes } from './plugins/live.ts';
import { registerRequestId, requestId } from './plugins/request-id.ts';
import { RequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';

const defaultDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The guards, in one place: each module's staff and admin routes are mounted under a prefix behind roles. */
const guardedAreas: { prefix: string; roles: Role[]; routes: 'staffRoutes' | 'adminRoutes' }[] = [
  { prefix: '/api/staff', roles: ['Moderator', 'Admin'], routes: 'staffRoutes' },
  { prefix: '/api/admin', roles: ['Admin'], routes: 'adminRoutes' },
];

export interface BuildOptions {
  /** Sees every route as it is added (tests collect the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The process's logger (main.ts); without one the app makes its own at `config.logLevel`. */
  logger?: FastifyBaseLogger;
}

/** Builds the whole app without listening; main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const logger = options.logger ?? (config.logLevel === 'silent' ? undefined : createLogger(config));
  const fastLane = new FastLane();
  const app = Fastify({
    // Cached anonymous reads and pages are answered before Fastify's routing (decision 066).
    serverFactory: fastLane.serverFactory,
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request, once answered, instead of Fastify's two (decision 030).
    logController: new RequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // What Node's HTTP parser refuses (headers over 16 KB, a malformed request line), in the envelope.
    clientErrorHandler: answerClientError,
    // While closing, new requests get our 503 (plugins/draining.ts), not Fastify's own JSON.
    return503OnClosing: false,
    requestIdHeader: false,
    genReqId: requestId,
  });
  app.decorate('deps', { ...deps, sessions: deps.sessions ?? new SessionCache() });
  app.decorate('fastLane', fastLane);
  fastLane.setLogger(app.log);
  app.addHook('preClose', (done) => {
    fastLane.close();
    done();
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // The route table the API description is built from (decision 016).
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  // Route schemas describe the API (decision 016), validate the input before the handler with our
  // messages and codes (decision 035), and serialise the answer (decision 017).
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(responseSerializer);
  registerRequestId(app);

  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  registerDraining(app);
  // Per-request answers (a member's page, their own reads) are compressed on the main thread, once
  // each: brotli quality 3 and gzip level 4 take about half the time of the defaults (4 and 6) for
  // ~5 % more bytes (decision 067). Cached reads and visitors' pages, compressed once for everyone,
  // keep theirs.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 4 },
  });
  await app.register(fastifyCookie, { secret: deps.secret });
  // Counters in Redis when there is one, so a limit counts across every process.
  const store = deps.redis ? sharedRateLimitStore(deps.redis, config.redisPrefix) : undefined;
  await app.register(fastifyRateLimit, { global: false, ...(store ? { store } : {}) });
  registerAuth(app);

  await app.register(healthRoutes);
  for (const feature of modules) deps.live.declare(feature.liveTopics ?? []);
  await app.register(liveRoutes);

  for (const feature of modules) {
    if (feature.publicRoutes) await app.register(feature.publicRoutes);
  }
  for (const area of guardedAreas) {
    await app.register(
      async (scope) => {
        // Before validation: a visitor is told to sign in, never what their input lacks.
        scope.addHook('preValidation', requireRole(...area.roles));
        // A staff action that answers success has written its audit entry (decision 039).
        scope.addHook('onSend', checkAudited(config.production));
        for (const feature of modules) {
          const routes = feature[area.routes];
          if (routes) await scope.register(routes);
        }
      },
      { prefix: area.prefix },
    );
  }
  await app.register(docsRoutes(routeTable));
  await registerSpa(app, config.webDistDir ?? defaultDist);
  return app;
}
