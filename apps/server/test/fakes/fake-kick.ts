import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { channelsAnswer } from './fake-kick-channels.ts';
import { OAuthFake, readBody, type Send } from './oauth-fake.ts';

/** A ULID (Kick's message ids): 48-bit milliseconds and 80 random bits in Crockford base32. */
export function ulid(now = Date.now()): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let time = '';
  for (let t = now, i = 0; i < 10; i++, t = Math.floor(t / 32)) time = alphabet[t % 32] + time;
  const random = [...randomBytes(16)].map((b) => alphabet[b % 32]).join('');
  return time + random;
}

/** One chat message the app posted through POST /public/v1/chat. */
export interface SentChatMessage {
  broadcaster_user_id: number;
  content: string;
  type: string;
  reply_to_message_id?: string;
}

export interface FakeSubscription {
  id: string;
  app_id: string;
  broadcaster_user_id: number;
  event: string;
  version: number;
  method: string;
  created_at: string;
  updated_at: string;
}

export interface DeliveryOptions {
  messageId?: string;
  /** RFC 3339; default now. */
  timestamp?: string;
  version?: string;
  /** Signs with another key (a forger). */
  forge?: boolean;
  /** Changes the body after signing (a tampered delivery). */
  tamper?: (raw: string) => string;
}

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
  /** Kick's webhook signing key; the public half is served at /public/v1/public-key. */
  readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** App tokens handed out by client_credentials. */
  private appTokens = new Set<string>();
  readonly chat: SentChatMessage[] = [];
  subscriptions: FakeSubscription[] = [];
  publicKeyRequests = 0;
  /** The channels GET /public/v1/channels knows (slug → broadcaster user id); failing with a status: Kick down. */
  readonly channels = new Map<string, number>([['podium', 1001]]);
  failChannelsWith: number | null = null;
  channelLookups = 0;

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

  /** The app's config for this fake: app credentials, both Kick hosts. */
  env(): Record<string, string> {
    return {
      KICK_CLIENT_ID: this.clientId,
      KICK_CLIENT_SECRET: this.clientSecret,
      KICK_AUTH_URL: this.baseUrl,
      KICK_API_URL: this.baseUrl,
    };
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

  /**
   * Delivers an event to `url` as Kick does: the JSON body, signed (RSA PKCS#1 v1.5 SHA-256 over
   * `${messageId}.${timestamp}.${body}`), with Kick's headers. Answers the HTTP response.
   */
  async deliver(url: string, type: string, payload: unknown, options: DeliveryOptions = {}) {
    const messageId = options.messageId ?? ulid();
    const timestamp = options.timestamp ?? new Date().toISOString();
    const raw = JSON.stringify(payload);
    const key = options.forge ? this.forger.privateKey : this.keys.privateKey;
    const signature = sign('sha256', Buffer.from(`${messageId}.${timestamp}.${raw}`), key).toString('base64');
    return fetch(url, {
      method: 'POST',
      headers: this.headers(type, { messageId, timestamp, signature, version: options.version ?? '1' }),
      body: options.tamper ? options.tamper(raw) : raw,
    });
  }

  /** Kick's delivery headers, for a request made by other means (e.g. Fastify's inject). */
  headers(type: string, h: { messageId: string; timestamp: string; signature: string; version?: string }) {
    return {
      'content-type': 'application/json',
      'Kick-Event-Message-Id': h.messageId,
      'Kick-Event-Subscription-Id': this.subscriptions.find((s) => s.event === type)?.id ?? ulid(),
      'Kick-Event-Signature': h.signature,
      'Kick-Event-Message-Timestamp': h.timestamp,
      'Kick-Event-Type': type,
      'Kick-Event-Version': h.version ?? '1',
    };
  }

  /** Signs a body with Kick's key (for requests built by hand). */
  signature(messageId: string, timestamp: string, raw: string): string {
    return sign('sha256', Buffer.from(`${messageId}.${timestamp}.${raw}`), this.keys.privateKey).toString(
      'base64',
    );
  }

  private appToken(req: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return token !== undefined && this.appTokens.has(token);
  }

  private async eventsRoute(req: IncomingMessage, url: URL, send: Send) {
    if (!this.appToken(req)) return send(401, { data: {}, message: 'Unauthorized' });
    if (req.method === 'GET') return send(200, { data: this.subscriptions, message: 'OK' });
    if (req.method === 'DELETE') {
      const ids = new Set(url.searchParams.getAll('id'));
      this.subscriptions = this.subscriptions.filter((s) => !ids.has(s.id));
      return send(204, null);
    }
    const body = JSON.parse(await readBody(req)) as {
      broadcaster_user_id?: number;
      events?: { name: string; version: number }[];
      method?: string;
    };
    if (
      typeof body.broadcaster_user_id !== 'number' ||
      !Array.isArray(body.events) ||
      body.method !== 'webhook'
    ) {
      return send(400, { data: {}, message: 'Bad Request' });
    }
    const now = new Date().toISOString();
    const data = body.events.map((e) => {
      const id = ulid();
      this.subscriptions.push({
        id,
        app_id: this.clientId,
        broadcaster_user_id: body.broadcaster_user_id!,
        event: e.name,
        version: e.version,
        method: 'webhook',
        created_at: now,
        updated_at: now,
      });
      return { name: e.name, version: e.version, subscription_id: id, error: null };
    });
    return send(200, { data, message: 'OK' });
  }

  /** GET /public/v1/channels?slug=… with the app token (fake-kick-channels.ts); Kick down on demand. */
  private channelsRoute(req: IncomingMessage, url: URL, send: Send) {
    this.channelLookups++;
    if (this.failChannelsWith)
      return send(this.failChannelsWith, { data: {}, message: 'Internal Server Error' });
    if (!this.appToken(req)) return send(401, { data: {}, message: 'Unauthorized' });
    return send(200, channelsAnswer(this.channels, url.searchParams.getAll('slug')));
  }

  protected async route(req: IncomingMessage, url: URL, send: Send) {
    if (req.method === 'GET' && url.pathname === '/public/v1/channels')
      return this.channelsRoute(req, url, send);
    if (req.method === 'GET' && url.pathname === '/public/v1/public-key') {
      this.publicKeyRequests++;
      const pem = this.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
      return send(200, { data: { public_key: pem }, message: 'OK' });
    }
    if (url.pathname === '/public/v1/events/subscriptions') return this.eventsRoute(req, url, send);
    if (req.method === 'POST' && url.pathname === '/public/v1/chat') {
      if (!this.appToken(req)) return send(401, { data: {}, message: 'Unauthorized' });
      const body = JSON.parse(await readBody(req)) as SentChatMessage;
      if (typeof body.content !== 'string' || body.content.length === 0 || body.content.length > 500) {
        return send(400, { data: {}, message: 'Bad Request' });
      }
      this.chat.push(body);
      return send(200, {
        data: { is_sent: true, message_id: randomBytes(16).toString('hex') },
        message: 'OK',
      });
    }
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
      if (body.get('grant_type') === 'client_credentials') {
        const token = randomBytes(24).toString('hex');
        this.appTokens.add(token);
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: '' });
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
