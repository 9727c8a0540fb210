import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { DiscordProfile } from '../users/users.repository.ts';

export const DISCORD_SCOPES = 'identify email';

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url'); // 64 characters (Discord needs 43+)
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const redirectUri = (config: Config) => `${config.publicUrl}/auth/discord/callback`;

export function authorizeUrl(config: Config, state: string, challenge: string): string {
  const url = new URL(config.discord.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.discord.clientId ?? '',
    response_type: 'code',
    redirect_uri: redirectUri(config),
    scope: DISCORD_SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string() });
const userSchema = z.object({
  id: z.string().regex(/^[0-9]{5,25}$/),
  username: z.string().min(1).max(64),
  global_name: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});

export class DiscordError extends Error {}

/** Exchanges the code (with the PKCE verifier) and reads the member's Discord account. */
export async function fetchDiscordProfile(
  config: Config,
  code: string,
  verifier: string,
): Promise<DiscordProfile> {
  const { clientId = '', clientSecret = '', apiUrl } = config.discord;
  const tokenRes = await fetch(`${apiUrl}/oauth2/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(config),
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenRes.ok) throw new DiscordError(`token exchange failed with ${tokenRes.status}`);
  const token = tokenSchema.safeParse(await tokenRes.json());
  if (!token.success) throw new DiscordError('token response had no access_token');

  const meRes = await fetch(`${apiUrl}/users/@me`, {
    headers: { authorization: `Bearer ${token.data.access_token}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!meRes.ok) throw new DiscordError(`users/@me failed with ${meRes.status}`);
  const me = userSchema.safeParse(await meRes.json());
  if (!me.success) throw new DiscordError('users/@me returned an unexpected shape');
  return {
    id: me.data.id,
    username: me.data.username,
    global_name: me.data.global_name ?? null,
    avatar: me.data.avatar ?? null,
    email: me.data.email ?? null,
  };
}
