import { z } from 'zod';
import type { Config } from '../../config.ts';
import { KickError } from './kick.client.ts';

/**
 * Kick's API with the app's own token (client_credentials on id.kick.com, kept per process until a
 * minute before it expires): the chat API that answers commands and the event subscriptions.
 */
const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
});
const tokens = new Map<string, { token: string; expiresAt: number }>();

/** Forgets cached app tokens (tests that restart the fake). */
export const forgetKickTokens = () => tokens.clear();

async function appToken(config: Config): Promise<string> {
  const { clientId = '', clientSecret = '', authUrl } = config.kick;
  const cached = tokens.get(authUrl + clientId);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const res = await fetch(`${authUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new KickError(`app token failed with ${res.status}`);
  const body = tokenSchema.safeParse(await res.json().catch(() => null));
  if (!body.success) throw new KickError('app token response had no access_token');
  const ttl = (body.data.expires_in ?? 3600) * 1000;
  tokens.set(authUrl + clientId, { token: body.data.access_token, expiresAt: Date.now() + ttl - 60_000 });
  return body.data.access_token;
}

async function call(config: Config, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${config.kick.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await appToken(config)}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status === 401) tokens.clear();
  if (!res.ok) throw new KickError(`${method} ${path} failed with ${res.status}`, res.status);
  return res.status === 204 ? null : res.json().catch(() => null);
}

/** Kick chat messages are at most 500 characters. */
const KICK_CHAT_MAX = 500;

/** Posts a message in the channel's chat as the app's bot, replying to the message that asked. */
export async function sendChatMessage(
  config: Config,
  broadcasterUserId: string,
  content: string,
  replyTo: string | null,
): Promise<void> {
  await call(config, 'POST', '/public/v1/chat', {
    broadcaster_user_id: Number(broadcasterUserId),
    content: [...content].slice(0, KICK_CHAT_MAX).join(''),
    type: 'bot',
    ...(replyTo ? { reply_to_message_id: replyTo } : {}),
  });
}

const subscriptionsSchema = z.object({
  data: z.array(z.object({ id: z.string(), event: z.string().optional() }).loose()),
});
const subscribedSchema = z.object({
  data: z.array(
    z
      .object({ name: z.string(), subscription_id: z.string().nullish(), error: z.string().nullish() })
      .loose(),
  ),
});

/**
 * Subscribes the channel to `events` by webhook (version 1 each), first removing the app's existing
 * subscriptions (Kick drops them after a day of failed deliveries; resubscribing starts clean).
 * Answers the events Kick accepted.
 */
export async function subscribeEvents(
  config: Config,
  broadcasterUserId: string,
  events: readonly string[],
): Promise<string[]> {
  const existing = subscriptionsSchema.safeParse(
    await call(config, 'GET', '/public/v1/events/subscriptions'),
  );
  const ids = existing.success ? existing.data.data.map((s) => s.id) : [];
  if (ids.length > 0) {
    const query = new URLSearchParams(ids.map((id) => ['id', id]));
    await call(config, 'DELETE', `/public/v1/events/subscriptions?${query}`);
  }
  const answer = subscribedSchema.safeParse(
    await call(config, 'POST', '/public/v1/events/subscriptions', {
      broadcaster_user_id: Number(broadcasterUserId),
      events: events.map((name) => ({ name, version: 1 })),
      method: 'webhook',
    }),
  );
  if (!answer.success) throw new KickError('subscriptions answer had an unexpected shape');
  const failed = answer.data.data.filter((s) => s.error);
  if (failed.length > 0) throw new KickError(`Kick refused ${failed.map((s) => s.name).join(', ')}`);
  return answer.data.data.map((s) => s.name);
}

const channelsSchema = z.object({
  data: z.array(
    z
      .object({
        broadcaster_user_id: z.union([z.number().int().nonnegative(), z.string().regex(/^[0-9]{1,20}$/)]),
        slug: z.string().min(1),
      })
      .loose(),
  ),
});

/** A Kick channel as the lookup finds it: its slug as Kick spells it, and its broadcaster's user id. */
export interface KickChannel {
  slug: string;
  broadcasterUserId: string;
}

/**
 * Looks a channel up by slug (`GET /public/v1/channels?slug=…` with the app token): the channel, or
 * null when Kick knows none by that name. Kick unreachable, slow or refusing throws a KickError.
 */
export async function lookupChannel(config: Config, slug: string): Promise<KickChannel | null> {
  let body: unknown;
  try {
    body = await call(config, 'GET', `/public/v1/channels?${new URLSearchParams({ slug })}`);
  } catch (error) {
    if (error instanceof KickError && error.status === 404) return null;
    if (error instanceof KickError) throw error;
    throw new KickError(`channels lookup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = channelsSchema.safeParse(body);
  if (!answer.success) throw new KickError('channels answer had an unexpected shape');
  const found = answer.data.data.find((c) => c.slug.toLowerCase() === slug.toLowerCase());
  return found ? { slug: found.slug, broadcasterUserId: String(found.broadcaster_user_id) } : null;
}
