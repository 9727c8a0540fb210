import { randomBytes } from 'node:crypto';
import { envelopeOf, ok } from '@podium/shared/common/envelope';
import { currentUserSchema } from '@podium/shared/common/user';
import type { KickError as KickErrorCode } from '@podium/shared/kick/schemas';
import { profileUpdateMessages } from '@podium/shared/profile/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, redirect } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { toCurrentUser } from '../users/users.repository.ts';
import {
  fetchKickAccount,
  KickError,
  kickAuthorizeUrl,
  kickConfigured,
  kickPkcePair,
} from './kick.client.ts';
import { linkKickAccount, unlinkKickAccount } from './kick.repository.ts';

/** A query value that is not one string (repeated) reads as missing: these navigations redirect. */
const queryText = z.string().optional().catch(undefined);

/** What the OAuth provider sends back to a callback (any failure is a redirect). */
const oauthCallbackQuery = z.object({ state: queryText, code: queryText, error: queryText });

const KICK_COOKIE = 'podium_kick_oauth';
const COOKIE_PATH = '/auth/kick';
const savedSchema = z.object({ state: z.string(), verifier: z.string(), userId: z.number().int() });
const SIGN_IN_FIRST = '/login?next=/settings';

const settingsWith = (code: KickErrorCode) => `/settings?kick_error=${code}`;

/** Failures talking to Kick (bad answers, network errors, timeouts) end on /settings, not in a 500. */
const isKickFailure = (error: unknown) =>
  error instanceof KickError ||
  error instanceof TypeError ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

export async function kickRoutes(app: App) {
  const { config, db } = app.deps;
  const oauthLimit = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };
  const writeLimit = perMemberLimit(30);

  /** The saved state and verifier, if the cookie is ours, intact and for this member. */
  const takeSaved = (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.cookies[KICK_COOKIE];
    reply.clearCookie(KICK_COOKIE, { path: COOKIE_PATH });
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (!unsigned?.valid || !unsigned.value) return null;
    try {
      return savedSchema.parse(JSON.parse(unsigned.value));
    } catch {
      return null;
    }
  };

  // Browser navigation from Settings: starts Kick OAuth 2.1 (state + S256 PKCE) for the signed-in member.
  app.get(
    '/auth/kick',
    {
      config: oauthLimit,
      schema: describe({ responses: redirect('To Kick to authorise, or back to /settings or /login') }),
    },
    async (request, reply) => {
      if (!request.user) return reply.redirect(SIGN_IN_FIRST);
      if (!kickConfigured(config)) return reply.redirect(settingsWith('unavailable'));
      const { verifier, challenge } = kickPkcePair();
      const state = randomBytes(24).toString('base64url');
      reply.setCookie(KICK_COOKIE, JSON.stringify({ state, verifier, userId: request.user.id }), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.production,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(kickAuthorizeUrl(config, state, challenge));
    },
  );

  app.get(
    '/auth/kick/callback',
    {
      config: oauthLimit,
      schema: describe({
        querystring: oauthCallbackQuery,
        responses: redirect('Back to /settings, with kick=connected or kick_error'),
      }),
    },
    async (request, reply) => {
      const { query } = request;
      const saved = takeSaved(request, reply);
      if (!request.user) return reply.redirect(SIGN_IN_FIRST);
      if (!saved || saved.userId !== request.user.id || query.state !== saved.state) {
        return reply.redirect(settingsWith('state'));
      }
      if (query.error !== undefined) {
        return reply.redirect(settingsWith(query.error === 'access_denied' ? 'denied' : 'kick'));
      }
      if (!query.code) return reply.redirect(settingsWith('kick'));
      try {
        const account = await fetchKickAccount(config, query.code, saved.verifier);
        const linked = await linkKickAccount(db, request.user.id, account);
        if (linked === 'taken') return reply.redirect(settingsWith('taken'));
        app.deps.sessions.dropUser(request.user.id); // the next page shows the linked name
        return reply.redirect('/settings?kick=connected');
      } catch (error) {
        if (!isKickFailure(error)) throw error;
        request.log.warn({ err: error }, 'kick connect failed');
        return reply.redirect(settingsWith('kick'));
      }
    },
  );

  app.post(
    '/api/r/profile/disconnect-kick',
    {
      config: writeLimit,
      schema: describe({
        responses: { 200: envelopeOf(currentUserSchema).extend({ user: currentUserSchema }) },
      }),
    },
    async (request) => {
      const me = requireUser(request);
      const user = toCurrentUser(await unlinkKickAccount(db, me.id));
      app.deps.sessions.dropUser(me.id);
      return { ...ok(user, profileUpdateMessages.kickDisconnected), user };
    },
  );
}
