import { CSRF_COOKIE } from '@podium/shared/site-settings/boot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANON_COOKIE, csrfTokenFor, newToken } from './sessions.ts';

/** The visitor's anonymous id: what their CSRF token is derived from until they sign in (decision 003). */
export const anonCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 365 * 86_400 }) as const;
/** Read by the page's scripts (web lib/csrf.ts); gone with the browser, asked for again on the next write. */
export const csrfCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: false, sameSite: 'lax', secure }) as const;

/** The token a write from this request must carry: the session's, or the anonymous visitor's. */
export function csrfToken(app: FastifyInstance, request: FastifyRequest): string | null {
  return csrfTokenFor(app.deps.secret, request.sessionToken, request.cookies[ANON_COOKIE]);
}

/**
 * The request's CSRF token, set in its cookie unless the browser already holds it; a visitor without
 * a session or an anonymous id is given one first. Called by `GET /auth/csrf` and with a member's page
 * (never with a visitor's page, which then sets no cookie and is shared byte for byte, decision 068).
 */
export function issueCsrfToken(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): string {
  const secure = app.deps.config.production;
  if (!request.sessionToken && !request.cookies[ANON_COOKIE]) {
    const anon = newToken();
    request.cookies[ANON_COOKIE] = anon;
    reply.setCookie(ANON_COOKIE, anon, anonCookieOptions(secure));
  }
  const token = csrfToken(app, request) ?? '';
  if (request.cookies[CSRF_COOKIE] !== token) reply.setCookie(CSRF_COOKIE, token, csrfCookieOptions(secure));
  return token;
}
