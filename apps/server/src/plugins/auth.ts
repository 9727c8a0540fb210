import { CSRF_HEADER } from '@podium/shared/boot';
import { fail } from '@podium/shared/envelope';
import type { Role } from '@podium/shared/user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ANON_COOKIE,
  csrfTokenFor,
  SESSION_COOKIE,
  safeEqual,
  userForSession,
} from '../features/auth/sessions.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths whose callers cannot hold a CSRF token: signed third-party webhooks (verified on their own). */
const CSRF_EXEMPT = /^\/webhooks\//;
const NO_SESSION_LOOKUP = /^\/(assets|avatars|favicon)/;

/** Reads the session cookie into request.user, then refuses unsafe methods without the CSRF header. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (NO_SESSION_LOOKUP.test(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const user = await userForSession(app.deps.db, token);
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    }
    if (UNSAFE.has(request.method) && !CSRF_EXEMPT.test(request.url)) {
      const expected = csrfToken(app, request);
      const sent = request.headers[CSRF_HEADER];
      if (!expected || typeof sent !== 'string' || !safeEqual(sent, expected)) {
        return reply
          .code(403)
          .send(fail('Your security token is missing or has expired. Reload the page and try again.'));
      }
    }
  });
}

export function csrfToken(app: FastifyInstance, request: FastifyRequest): string | null {
  return csrfTokenFor(app.deps.secret, request.sessionToken, request.cookies[ANON_COOKIE]);
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
