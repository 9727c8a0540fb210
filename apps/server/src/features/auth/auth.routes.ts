import { randomBytes } from 'node:crypto';
import { csrfTokenSchema } from '@podium/shared/auth/csrf';
import { BANNED_LOGIN_ERROR, safeNextPath } from '@podium/shared/auth/schemas';
import { ok } from '@podium/shared/common/envelope';
import { currentUserSchema, devLoginSchema } from '@podium/shared/common/user';
import { CSRF_COOKIE, CSRF_PATH } from '@podium/shared/site-settings/boot';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { describe, redirect } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { findOrCreateUser, toCurrentUser, upsertDiscordUser } from '../users/users.repository.ts';
import { authErrors } from './auth.errors.ts';
import { csrfCookieOptions, issueCsrfToken } from './csrf.ts';
import { authorizeUrl, DiscordError, fetchDiscordProfile, pkcePair } from './discord.ts';
import { promoteConfiguredAdmin } from './first-admin.ts';
import { createSession, deleteSession, SESSION_COOKIE, SESSION_TTL_MS } from './sessions.ts';

/** A query value that is not one string (repeated) reads as missing: these navigations redirect. */
const queryText = z.string().optional().catch(undefined);

/** What Discord sends back to the callback (any failure is a redirect). */
const oauthCallbackQuery = z.object({ state: queryText, code: queryText, error: queryText });

const OAUTH_COOKIE = 'podium_oauth';
const oauthCookieSchema = z.object({ state: z.string(), verifier: z.string(), next: z.string() });

export async function authRoutes(app: App) {
  const { config, db } = app.deps;
  const loginLimit = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };

  const startSession = async (reply: FastifyReply, userId: number, userAgent?: string) => {
    const token = await createSession(db, userId, userAgent);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.production,
      maxAge: SESSION_TTL_MS / 1000,
    });
  };

  app.get(
    '/auth/discord',
    {
      config: loginLimit,
      schema: describe({
        querystring: z.object({ next: queryText }),
        responses: redirect('To Discord to authorise, or to /login with an error'),
      }),
    },
    async (request, reply) => {
      if (!config.discord.clientId || !config.discord.clientSecret) {
        return reply.redirect('/login?error=discord_unavailable');
      }
      const { verifier, challenge } = pkcePair();
      const state = randomBytes(24).toString('base64url');
      const next = safeNextPath(request.query.next);
      reply.setCookie(OAUTH_COOKIE, JSON.stringify({ state, verifier, next }), {
        path: '/auth/discord',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.production,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(authorizeUrl(config, state, challenge));
    },
  );

  app.get(
    '/auth/discord/callback',
    {
      config: loginLimit,
      schema: describe({
        querystring: oauthCallbackQuery,
        responses: redirect('To the saved next path, or to /login with an error'),
      }),
    },
    async (request, reply) => {
      const { query } = request;
      const raw = request.cookies[OAUTH_COOKIE];
      reply.clearCookie(OAUTH_COOKIE, { path: '/auth/discord' });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      let saved: z.infer<typeof oauthCookieSchema> | null = null;
      try {
        saved =
          unsigned?.valid && unsigned.value ? oauthCookieSchema.parse(JSON.parse(unsigned.value)) : null;
      } catch {
        saved = null;
      }
      if (!saved || query.state !== saved.state) {
        return reply.redirect('/login?error=state');
      }
      if (query.error !== undefined) {
        return reply.redirect(
          `/login?error=${query.error === 'access_denied' ? 'access_denied' : 'discord'}`,
        );
      }
      if (!query.code) return reply.redirect('/login?error=discord');
      try {
        const profile = await fetchDiscordProfile(config, query.code, saved.verifier);
        const member = await upsertDiscordUser(db, profile);
        // A banned member gets no session (decision 041): the page says since when.
        if (member.bannedAt) {
          const since = encodeURIComponent(member.bannedAt.toISOString());
          return reply.redirect(`/login?error=${BANNED_LOGIN_ERROR}&since=${since}`);
        }
        const user = await promoteConfiguredAdmin(db, member, config.adminDiscordIds, request.log);
        app.deps.sessions.dropUser(user.id); // name and avatar may have changed on Discord
        await startSession(reply, user.id, request.headers['user-agent']);
        return reply.redirect(safeNextPath(saved.next));
      } catch (error) {
        if (!(error instanceof DiscordError) && !(error instanceof TypeError)) throw error;
        request.log.warn({ err: error }, 'discord sign-in failed');
        return reply.redirect('/login?error=discord');
      }
    },
  );

  // The CSRF token for the next write: a visitor's page sets no cookie (decision 068), so the app asks
  // here before its first write, and again when a token is refused (signed in or out elsewhere).
  app.get(CSRF_PATH, { schema: describe({ data: csrfTokenSchema }) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ csrf_token: issueCsrfToken(app, request, reply) });
  });

  app.post('/logout', { schema: describe({}) }, async (request, reply) => {
    if (request.sessionToken) {
      await deleteSession(db, request.sessionToken);
      app.deps.sessions.dropSession(request.sessionToken); // here, and through the bus everywhere
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    // The session's token is no use now: the next write asks for the visitor's.
    reply.clearCookie(CSRF_COOKIE, csrfCookieOptions(config.production));
    return ok(null, 'Signed out');
  });

  // Development only: this route does not exist when NODE_ENV=production (a 404 there).
  if (!config.production) {
    app.post(
      '/auth/dev-login',
      { config: loginLimit, schema: describe({ body: devLoginSchema, data: currentUserSchema }) },
      async (request, reply) => {
        const user = await findOrCreateUser(db, request.body.username);
        if (user.bannedAt) throw authErrors.banned(user.bannedAt);
        await startSession(reply, user.id, request.headers['user-agent']);
        return ok(toCurrentUser(user), `Signed in as ${user.username}`);
      },
    );
  }
}
