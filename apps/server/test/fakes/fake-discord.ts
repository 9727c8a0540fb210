import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { OAuthFake, readBody, type Send } from './oauth-fake.ts';

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
  email: string | null;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: FakeDiscordUser;
}

/**
 * A local stand-in for Discord's OAuth2 and user API, speaking the documented format
 * (shared/INTEGRATIONS.md): authorize with state + S256 PKCE, form-encoded token exchange with
 * HTTP Basic client credentials, and GET /users/@me with a Bearer token.
 */
export class FakeDiscord extends OAuthFake<FakeDiscordUser> {
  private codes = new Map<string, Grant>();
  private tokens = new Map<string, FakeDiscordUser>();
  /** Who "consents" when a browser reaches /oauth2/authorize; null makes the user deny. */
  nextUser: FakeDiscordUser | null = {
    id: '80351110224678912',
    username: 'discord_dan',
    global_name: 'Discord Dan',
    avatar: '8342729096ea3675442027381ff50dfe',
    email: 'dan@example.com',
  };
  tokenRequests = 0;

  constructor(
    readonly clientId = 'fake-client-id',
    readonly clientSecret = 'fake-client-secret',
  ) {
    super({
      path: '/oauth2/authorize',
      title: 'Discord - Authorize',
      heading: 'An external application wants to access your Discord account',
      approveLabel: 'Authorize',
    });
  }

  get authorizeUrl() {
    return `${this.baseUrl}/oauth2/authorize`;
  }
  get apiUrl() {
    return `${this.baseUrl}/api`;
  }

  /** What Discord does when the user presses Authorize: a redirect back with code and state. */
  consent(authorizeUrl: string, user: FakeDiscordUser | null = this.nextUser): string {
    const url = new URL(authorizeUrl);
    const p = url.searchParams;
    const redirect = new URL(p.get('redirect_uri') ?? '');
    const state = p.get('state');
    if (p.get('client_id') !== this.clientId) throw new Error('unknown client_id');
    if (p.get('response_type') !== 'code') throw new Error('response_type must be code');
    if (p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge'))
      throw new Error('PKCE S256 required');
    if (!(p.get('scope') ?? '').split(' ').includes('identify')) throw new Error('identify scope required');
    if (state) redirect.searchParams.set('state', state);
    if (!user) {
      redirect.searchParams.set('error', 'access_denied');
      redirect.searchParams.set(
        'error_description',
        'The resource owner or authorization server denied the request',
      );
      return redirect.toString();
    }
    const code = randomBytes(15).toString('hex');
    this.codes.set(code, {
      clientId: this.clientId,
      redirectUri: p.get('redirect_uri') ?? '',
      challenge: p.get('code_challenge') ?? '',
      user,
    });
    redirect.searchParams.set('code', code);
    return redirect.toString();
  }

  protected async route(req: IncomingMessage, url: URL, send: Send) {
    if (req.method === 'POST' && url.pathname === '/api/oauth2/token') {
      this.tokenRequests++;
      const body = new URLSearchParams(await readBody(req));
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
      if (id !== this.clientId || secret !== this.clientSecret) return send(401, { error: 'invalid_client' });
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return send(400, { error: 'invalid_request' });
      }
      const grant = this.codes.get(body.get('code') ?? '');
      this.codes.delete(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        body.get('grant_type') !== 'authorization_code' ||
        !grant ||
        grant.redirectUri !== body.get('redirect_uri') ||
        verifier.length < 43 ||
        challenge !== grant.challenge
      ) {
        return send(400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      }
      const token = randomBytes(20).toString('hex');
      this.tokens.set(token, grant.user);
      return send(200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 604_800,
        refresh_token: randomBytes(20).toString('hex'),
        scope: 'identify email',
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/users/@me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const user = token ? this.tokens.get(token) : undefined;
      if (!user) return send(401, { message: '401: Unauthorized', code: 0 });
      return send(200, {
        ...user,
        discriminator: '0',
        verified: true,
        public_flags: 0,
        flags: 0,
        locale: 'en-US',
      });
    }
    return send(404, { message: '404: Not Found', code: 0 });
  }
}
