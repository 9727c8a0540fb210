import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { OAuthFake, readBody, type Send } from './oauth-fake.ts';

export interface FakeKickUser {
  user_id: number;
  name: string;
  email: string;
  profile_picture: string;
}

interface Grant {
  redirectUri: string;
  challenge: string;
  user: FakeKickUser;
}

/**
 * A local stand-in for Kick's OAuth 2.1 server (id.kick.com) and public API (api.kick.com), in the
 * documented format (shared/INTEGRATIONS.md): authorize with state + mandatory S256 PKCE and a
 * localhost redirect URI, a form-encoded token exchange with the client credentials in the body,
 * and GET /public/v1/users → {data:[{user_id, name, email, profile_picture}], message}.
 * One server plays both hosts: use `baseUrl` for KICK_AUTH_URL and KICK_API_URL.
 */
export class FakeKick extends OAuthFake<FakeKickUser> {
  private codes = new Map<string, Grant>();
  private tokens = new Map<string, FakeKickUser>();
  /** Who "consents" when a browser reaches /oauth/authorize; null makes the user deny. */
  nextUser: FakeKickUser | null = FakeKick.defaultUser();
  /** When set, the token endpoint answers with this HTTP status (Kick having a bad day). */
  failTokenWith: number | null = null;
  tokenRequests = 0;

  static defaultUser(): FakeKickUser {
    return {
      user_id: 4_815_162,
      name: 'kick_kate',
      email: 'kate@example.com',
      profile_picture: 'https://files.kick.com/images/user/4815162/profile_image/conversion/kate.webp',
    };
  }

  constructor(
    readonly clientId = 'fake-kick-client-id',
    readonly clientSecret = 'fake-kick-client-secret',
  ) {
    super({
      path: '/oauth/authorize',
      title: 'Kick - Authorize',
      heading: 'An application wants to connect to your Kick account',
      approveLabel: 'Allow Access',
    });
  }

  /** What Kick does when the user presses Allow Access (or Cancel, with user null). */
  consent(authorizeUrl: string, user: FakeKickUser | null = this.nextUser): string {
    const p = new URL(authorizeUrl).searchParams;
    const redirect = new URL(p.get('redirect_uri') ?? '');
    if (p.get('client_id') !== this.clientId) throw new Error('unknown client_id');
    if (p.get('response_type') !== 'code') throw new Error('response_type must be code');
    if (p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge'))
      throw new Error('PKCE S256 is mandatory');
    if (!(p.get('scope') ?? '').split(' ').includes('user:read')) throw new Error('user:read scope required');
    if (redirect.hostname !== 'localhost') throw new Error('redirect_uri must use localhost');
    const state = p.get('state');
    if (state) redirect.searchParams.set('state', state);
    if (!user) {
      redirect.searchParams.set('error', 'access_denied');
      redirect.searchParams.set('error_description', 'The user denied the request');
      return redirect.toString();
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, {
      redirectUri: p.get('redirect_uri') ?? '',
      challenge: p.get('code_challenge') ?? '',
      user,
    });
    redirect.searchParams.set('code', code);
    return redirect.toString();
  }

  protected async route(req: IncomingMessage, url: URL, send: Send) {
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      this.tokenRequests++;
      if (this.failTokenWith) return send(this.failTokenWith, { error: 'server_error' });
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return send(400, { error: 'invalid_request' });
      }
      const body = new URLSearchParams(await readBody(req));
      if (body.get('client_id') !== this.clientId || body.get('client_secret') !== this.clientSecret) {
        return send(401, { error: 'invalid_client' });
      }
      const code = body.get('code') ?? '';
      const grant = this.codes.get(code);
      this.codes.delete(code);
      const verifier = body.get('code_verifier') ?? '';
      if (
        body.get('grant_type') !== 'authorization_code' ||
        !grant ||
        grant.redirectUri !== body.get('redirect_uri') ||
        createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
      ) {
        return send(400, { error: 'invalid_grant' });
      }
      const token = randomBytes(24).toString('hex');
      this.tokens.set(token, grant.user);
      return send(200, {
        access_token: token,
        token_type: 'Bearer',
        refresh_token: randomBytes(24).toString('hex'),
        expires_in: 3600,
        scope: 'user:read',
      });
    }
    if (req.method === 'GET' && url.pathname === '/public/v1/users') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const user = token ? this.tokens.get(token) : undefined;
      if (!user) return send(401, { data: {}, message: 'Unauthorized' });
      return send(200, { data: [user], message: 'OK' });
    }
    return send(404, { data: {}, message: 'Not Found' });
  }
}
