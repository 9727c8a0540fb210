import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/**
 * Kick OAuth 2.1 and the public API, in Kick's documented format (shared/INTEGRATIONS.md):
 * authorize on id.kick.com with state + mandatory S256 PKCE, form-encoded token exchange with the
 * client credentials in the body, then GET /public/v1/users with the Bearer token.
 */
export const KICK_SCOPES = 'user:read';

export function kickPkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const kickConfigured = (config: Config) => Boolean(config.kick.clientId && config.kick.clientSecret);

/** Kick only accepts redirect URIs on `localhost` in development; PUBLIC_URL must say localhost. */
export const kickRedirectUri = (config: Config) => `${config.publicUrl}/auth/kick/callback`;

export function kickAuthorizeUrl(config: Config, state: string, challenge: string): string {
  const url = new URL(`${config.kick.authUrl}/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: config.kick.clientId ?? '',
    response_type: 'code',
    redirect_uri: kickRedirectUri(config),
    state,
    scope: KICK_SCOPES,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

const tokenSchema = z.object({ access_token: z.string().min(1) });
const usersSchema = z.object({
  data: z
    .array(
      z.object({
        user_id: z.union([z.number().int().nonnegative(), z.string().regex(/^[0-9]{1,20}$/)]),
        name: z.string().min(1).max(64),
      }),
    )
    .min(1),
});

export interface KickAccount {
  userId: string;
  name: string;
}

export class KickError extends Error {
  /** Kick's HTTP status, when it answered. */
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Exchanges the code (with the PKCE verifier) and reads the Kick account behind the token. */
export async function fetchKickAccount(config: Config, code: string, verifier: string): Promise<KickAccount> {
  const { clientId = '', clientSecret = '', authUrl, apiUrl } = config.kick;
  const tokenRes = await fetch(`${authUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: kickRedirectUri(config),
      code_verifier: verifier,
      code,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenRes.ok) throw new KickError(`token exchange failed with ${tokenRes.status}`);
  const token = tokenSchema.safeParse(await tokenRes.json().catch(() => null));
  if (!token.success) throw new KickError('token response had no access_token');

  const usersRes = await fetch(`${apiUrl}/public/v1/users`, {
    headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!usersRes.ok) throw new KickError(`public/v1/users failed with ${usersRes.status}`);
  const body = usersSchema.safeParse(await usersRes.json().catch(() => null));
  if (!body.success) throw new KickError('public/v1/users returned an unexpected shape');
  const [me] = body.data.data;
  return { userId: String(me!.user_id), name: me!.name };
}
