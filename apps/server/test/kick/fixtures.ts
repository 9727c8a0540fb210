import {
  defaultKickCommands,
  defaultKickRules,
  type KickCommands,
  type KickRules,
} from '@podium/shared/kick/admin';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { kickEvents } from '../../src/features/kick/kick.table.ts';
import {
  saveChannel,
  saveCommands,
  saveRules,
  setLive,
} from '../../src/features/kick/kick-settings.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { type FakeKick, ulid } from '../fakes/fake-kick.ts';
import { type TestContext, testConfig } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

export const BROADCASTER = {
  user_id: 1001,
  username: 'podium',
  is_verified: true,
  profile_picture: '',
  channel_slug: 'podium',
};

/** The app's config pointed at the fake Kick (app credentials included). */
export const kickConfig = (kick: FakeKick) =>
  testConfig({
    PUBLIC_URL: 'http://localhost:3000',
    KICK_CLIENT_ID: kick.clientId,
    KICK_CLIENT_SECRET: kick.clientSecret,
    KICK_AUTH_URL: kick.baseUrl,
    KICK_API_URL: kick.baseUrl,
  });

export const kickUser = (user_id: number, username: string) => ({
  is_anonymous: false,
  user_id,
  username,
  is_verified: false,
  profile_picture: '',
  channel_slug: username,
  identity: { username_color: '#FF5733', badges: [] },
});

/** A chat.message.sent payload in Kick's format. */
export const chatPayload = (
  sender: { id: number; name: string },
  content = 'hello chat',
  message_id = ulid(),
) => ({
  message_id,
  replies_to: null,
  broadcaster: BROADCASTER,
  sender: kickUser(sender.id, sender.name),
  content,
  emotes: [],
  created_at: new Date().toISOString(),
});

export const livePayload = (is_live: boolean) => ({
  broadcaster: BROADCASTER,
  is_live,
  title: 'Slots all day',
  started_at: new Date().toISOString(),
  ended_at: is_live ? null : new Date().toISOString(),
});

export const followPayload = (who: { id: number; name: string }) => ({
  broadcaster: BROADCASTER,
  follower: kickUser(who.id, who.name),
});
export const subscriptionPayload = (who: { id: number; name: string }) => ({
  broadcaster: BROADCASTER,
  subscriber: kickUser(who.id, who.name),
  duration: 1,
  created_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
});

export interface Delivery {
  messageId?: string;
  timestamp?: string;
  signature?: string;
  raw?: string;
}

/** Delivers a signed event to the in-process app, as Kick would (headers, raw body). */
export async function deliver(
  ctx: TestContext,
  kick: FakeKick,
  type: string,
  payload: unknown,
  d: Delivery = {},
) {
  const messageId = d.messageId ?? ulid();
  const timestamp = d.timestamp ?? new Date().toISOString();
  const raw = JSON.stringify(payload);
  const signature = d.signature ?? kick.signature(messageId, timestamp, raw);
  return ctx.app.inject({
    method: 'POST',
    url: '/webhooks/kick',
    headers: kick.headers(type, { messageId, timestamp, signature }),
    payload: d.raw ?? raw,
  });
}

/** The channel set, live (unless told otherwise) and the rules given over the defaults. */
export async function setUp(
  ctx: TestContext,
  {
    live = true,
    rules = {},
    commands = {},
  }: { live?: boolean; rules?: Partial<KickRules>; commands?: Partial<KickCommands> } = {},
) {
  await saveChannel(ctx.db, { channel_slug: 'podium', broadcaster_user_id: String(BROADCASTER.user_id) });
  await saveRules(ctx.db, { ...defaultKickRules, points_per_message: 5, ...rules });
  await saveCommands(ctx.db, { ...defaultKickCommands, ...commands });
  await setLive(ctx.db, live);
}

/** A member with a linked Kick account. */
export async function linkedMember(ctx: TestContext, username: string, kickId: number) {
  const user = await createUser(ctx.db, { username, kickUsername: `${username}_kick` });
  await ctx.db
    .update(users)
    .set({ kickUserId: String(kickId) })
    .where(eq(users.id, user.id));
  return { ...user, kick: { id: kickId, name: `${username}_kick` } };
}

export async function pointsOf(ctx: TestContext, userId: number) {
  const [row] = await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row!.points;
}

export async function outcomes(ctx: TestContext) {
  const rows = await ctx.db.select().from(kickEvents).orderBy(kickEvents.id);
  return rows.map((r) => r.outcome);
}

export const expectOutcome = async (res: { statusCode: number; json: () => unknown }, outcome: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  expect((res.json() as { data: { outcome: string } }).data.outcome).toBe(outcome);
};
