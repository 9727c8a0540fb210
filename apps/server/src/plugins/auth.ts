import { fail } from '@podium/shared/common/envelope';
import { commonErrors } from '@podium/shared/common/errors';
import type { Role } from '@podium/shared/common/user';
import { CSRF_HEADER } from '@podium/shared/site-settings/boot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfToken } from '../features/auth/csrf.ts';
import { SESSION_COOKIE, safeEqual } from '../features/auth/sessions.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { refuse } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Paths whose callers cannot hold a CSRF token: signed third-party webhooks, each verified on its own.
 * Named one by one (only Kick's today), so no other path under /webhooks skips the check by accident.
 */
export const CSRF_EXEMPT = /^\/webhooks\/kick(?:\?|$)/;
/** Static files: the built assets, avatars and the site icon, by exact prefix (with its slash) or name. */
const STATIC_FILE = /^\/(assets|avatars)\/|^\/favicon\.(ico|svg)(\?|$)/;

/**
 * Reads of static files skip the session lookup (a database read per icon). Only reads: a POST, PUT,
 * PATCH or DELETE to any route is checked for the CSRF token whatever its path, so no route can skip
 * it by where it is mounted. A write to a path no route answers is a 404, token or not: it changes
 * nothing, and "not found" is what it means (`request.is404`).
 */
export const skipsSessionLookup = (method: string, url: string): boolean =>
  (method === 'GET' || method === 'HEAD') && STATIC_FILE.test(url);

/**
 * Reads the session cookie into request.user (through the per-process session cache), then refuses
 * unsafe methods without the CSRF header. A read without a session cookie (every anonymous visitor of
 * the hot public reads) has nothing to look up or check and passes straight on, without a promise.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);

  app.addHook('onRequest', (request, reply, done) => {
    const token = skipsSessionLookup(request.method, request.url)
      ? undefined
      : request.cookies[SESSION_COOKIE];
    const checksCsrf = UNSAFE.has(request.method) && !CSRF_EXEMPT.test(request.url) && !request.is404;
    if (!token && !checksCsrf) return done();
    authenticate(app, request, reply, token, checksCsrf).then((answered) => {
      if (!answered) done();
    }, done);
  });
}

/** Signs the request in from its session token and checks its CSRF token; true when it was refused. */
async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
  checksCsrf: boolean,
): Promise<boolean> {
  if (token) {
    const user = await app.deps.sessions.user(app.deps.db, token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  }
  if (!checksCsrf) return false;
  const expected = csrfToken(app, request);
  const sent = request.headers[CSRF_HEADER];
  if (expected && typeof sent === 'string' && safeEqual(sent, expected)) return false;
  const { csrfInvalid } = commonErrors;
  refuse(request, reply, { status: csrfInvalid.status, body: fail(csrfInvalid.code, csrfInvalid.message) });
  return true;
}

export function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** A route guard: 401 when signed out, 403 for a role that is not allowed. */
export const requireRole =
  (...allowed: Role[]) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = requireUser(request);
    if (!allowed.includes(user.role)) throw forbidden();
  };
