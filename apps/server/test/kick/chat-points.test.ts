import { kickChatReasons } from '@podium/shared/kick/chat-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { kickChatEarnings } from '../../src/features/kick/kick.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { FakeKick, ulid } from '../fakes/fake-kick.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import {
  chatPayload,
  deliver,
  expectOutcome,
  followPayload,
  kickConfig,
  linkedMember,
  outcomes,
  pointsOf,
  setUp,
  subscriptionPayload,
} from './fixtures.ts';

const kick = await new FakeKick().start();
afterAll(() => kick.stop());
const ctx = useTestApp({}, { config: () => kickConfig(kick) });

const chat = (who: { id: number; name: string }, content?: string, messageId?: string) =>
  deliver(ctx, kick, 'chat.message.sent', chatPayload(who, content, messageId));
const cooldownOver = (userId: number) =>
  ctx.db
    .update(kickChatEarnings)
    .set({ lastCreditAt: sql`now() - interval '1 hour'` })
    .where(eq(kickChatEarnings.userId, userId));

describe('chat points', () => {
  it('credit a linked member while live, with the reason in their history', async () => {
    await setUp(ctx);
    const kate = await linkedMember(ctx, 'kate', 501);
    await expectOutcome(await chat(kate.kick), 'credited');
    expect(await pointsOf(ctx, kate.id)).toBe(5);
    const agent = await signedIn(ctx, 'kate');
    const history = json<{ data: { reason: string; amount: number }[] }>(
      await agent.get('/api/r/profile/points-history'),
    );
    expect(history.data[0]).toMatchObject({ reason: kickChatReasons.chat, amount: 5 });
  });

  it('earn nothing while the stream is offline', async () => {
    await setUp(ctx, { live: false });
    const kate = await linkedMember(ctx, 'kate', 501);
    await expectOutcome(await chat(kate.kick), 'not_live');
    expect(await pointsOf(ctx, kate.id)).toBe(0);
  });

  it('respect the per-member cooldown', async () => {
    await setUp(ctx, { rules: { message_cooldown_seconds: 60 } });
    const kate = await linkedMember(ctx, 'kate', 501);
    const bob = await linkedMember(ctx, 'bob', 502);
    await expectOutcome(await chat(kate.kick), 'credited');
    await expectOutcome(await chat(kate.kick), 'cooldown');
    await expectOutcome(await chat(bob.kick), 'credited'); // each member has their own
    await cooldownOver(kate.id);
    await expectOutcome(await chat(kate.kick), 'credited');
    expect(await pointsOf(ctx, kate.id)).toBe(10);
  });

  it('stop at the daily cap, and start again the next (UTC) day', async () => {
    await setUp(ctx, { rules: { points_per_message: 10, daily_cap: 25, message_cooldown_seconds: 0 } });
    const kate = await linkedMember(ctx, 'kate', 501);
    await expectOutcome(await chat(kate.kick), 'credited');
    await expectOutcome(await chat(kate.kick), 'credited');
    await expectOutcome(await chat(kate.kick), 'daily_cap');
    expect(await pointsOf(ctx, kate.id)).toBe(20);
    await ctx.db
      .update(kickChatEarnings)
      .set({ day: sql`((now() at time zone 'UTC')::date - 1)` })
      .where(eq(kickChatEarnings.userId, kate.id));
    await expectOutcome(await chat(kate.kick), 'credited');
    expect(await pointsOf(ctx, kate.id)).toBe(30);
  });

  it('go to no one unlinked, to no bot and to no excluded member', async () => {
    await setUp(ctx, { rules: { excluded_members: ['kate'], bot_names: ['botrix'] } });
    const kate = await linkedMember(ctx, 'kate', 501);
    const bob = await linkedMember(ctx, 'bob', 502);
    await ctx.db.execute(sql`update users set kick_username = 'BotRix' where id = ${bob.id}`);
    await expectOutcome(await chat({ id: 999, name: 'stranger' }), 'not_linked');
    await expectOutcome(await chat({ id: 502, name: 'BotRix' }), 'bot');
    await expectOutcome(await chat(kate.kick), 'excluded');
    expect(await pointsOf(ctx, kate.id)).toBe(0);
    expect(await pointsOf(ctx, bob.id)).toBe(0);
  });

  it('credit one chat message once, even delivered again under a new delivery id', async () => {
    await setUp(ctx, { rules: { message_cooldown_seconds: 0 } });
    const kate = await linkedMember(ctx, 'kate', 501);
    const chatId = ulid();
    await expectOutcome(await chat(kate.kick, 'hi', chatId), 'credited');
    await expectOutcome(await chat(kate.kick, 'hi', chatId), 'ignored');
    expect(await pointsOf(ctx, kate.id)).toBe(5);
    const [earned] = await ctx.db.select().from(kickChatEarnings);
    expect(earned!.dayPoints).toBe(5); // the rolled-back try left the day's count alone
  });

  it('credit the same delivery once when it arrives many times at once', async () => {
    await setUp(ctx, { rules: { message_cooldown_seconds: 0 } });
    const kate = await linkedMember(ctx, 'kate', 501);
    const messageId = ulid();
    const payload = chatPayload(kate.kick);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => deliver(ctx, kick, 'chat.message.sent', payload, { messageId })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await pointsOf(ctx, kate.id)).toBe(5);
    const rows = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.userId, kate.id), eq(pointsTransactions.kind, 'kick_chat')));
    expect(rows).toHaveLength(1);
  });

  it('pass the cooldown once when a member sends many messages at once', async () => {
    await setUp(ctx, { rules: { message_cooldown_seconds: 60 } });
    const kate = await linkedMember(ctx, 'kate', 501);
    const results = await Promise.all(Array.from({ length: 8 }, () => chat(kate.kick)));
    const got = results.map((r) => (r.json() as { data: { outcome: string } }).data.outcome).sort();
    expect(got).toEqual([
      'cooldown',
      'cooldown',
      'cooldown',
      'cooldown',
      'cooldown',
      'cooldown',
      'cooldown',
      'credited',
    ]);
    expect(await pointsOf(ctx, kate.id)).toBe(5);
  });
});

describe('follow and subscription bonuses', () => {
  it('pay the admin-set bonus once per member, live or not', async () => {
    await setUp(ctx, { live: false, rules: { follow_bonus: 50, subscription_bonus: 200 } });
    const kate = await linkedMember(ctx, 'kate', 501);
    await expectOutcome(await deliver(ctx, kick, 'channel.followed', followPayload(kate.kick)), 'bonus');
    await expectOutcome(
      await deliver(ctx, kick, 'channel.followed', followPayload(kate.kick)),
      'bonus_already',
    );
    await expectOutcome(
      await deliver(ctx, kick, 'channel.subscription.new', subscriptionPayload(kate.kick)),
      'bonus',
    );
    await expectOutcome(
      await deliver(ctx, kick, 'channel.subscription.new', subscriptionPayload(kate.kick)),
      'bonus_already',
    );
    expect(await pointsOf(ctx, kate.id)).toBe(250);
    expect(await outcomes(ctx)).toEqual(['bonus', 'bonus_already', 'bonus', 'bonus_already']);
  });

  it('pay nothing when the bonus is 0, or to a bot', async () => {
    await setUp(ctx, { rules: { follow_bonus: 0, subscription_bonus: 10, bot_names: ['kate_kick'] } });
    const kate = await linkedMember(ctx, 'kate', 501);
    const bob = await linkedMember(ctx, 'bob', 502);
    await expectOutcome(await deliver(ctx, kick, 'channel.followed', followPayload(bob.kick)), 'no_points');
    await expectOutcome(
      await deliver(ctx, kick, 'channel.subscription.new', subscriptionPayload(kate.kick)),
      'bot',
    );
    expect(await pointsOf(ctx, kate.id)).toBe(0);
    expect(await pointsOf(ctx, bob.id)).toBe(0);
  });
});
