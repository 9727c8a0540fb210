import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeKick } from '../fakes/fake-kick.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createBoard } from '../helpers/factories.ts';
import { delay, until } from '../helpers/jobs.ts';
import {
  chatPayload,
  deliver,
  expectOutcome,
  kickConfig,
  linkedMember,
  pointsOf,
  setUp,
} from './fixtures.ts';

const kick = await new FakeKick().start();
afterAll(() => kick.stop());
const ctx = useTestApp({}, { config: () => kickConfig(kick) });
beforeEach(() => {
  kick.chat.length = 0;
});

const all = { points: true, leaderboard: true, hunt: true, cooldown_seconds: 30 };
const say = (who: { id: number; name: string }, content: string) =>
  deliver(ctx, kick, 'chat.message.sent', chatPayload(who, content));

describe('chat commands', () => {
  it('are off by default: a command is ordinary chat and nothing is answered', async () => {
    await setUp(ctx);
    const kate = await linkedMember(ctx, 'kate', 501);
    await expectOutcome(await say(kate.kick, '!points'), 'credited');
    await delay(100);
    expect(kick.chat).toEqual([]);
  });

  it('!points answers balance and rank in Kick chat through the chat API, replying to the message', async () => {
    await setUp(ctx, { commands: all });
    const kate = await linkedMember(ctx, 'kate', 501);
    const bob = await linkedMember(ctx, 'bob', 502);
    await expectOutcome(await say(bob.kick, 'hello'), 'credited');
    const payload = chatPayload(kate.kick, '!points please');
    await expectOutcome(await deliver(ctx, kick, 'chat.message.sent', payload), 'command');
    await until(() => kick.chat.length === 1);
    expect(kick.chat[0]).toEqual({
      broadcaster_user_id: 1001,
      content: '@kate_kick you have 0 points (rank #2).',
      type: 'bot',
      reply_to_message_id: payload.message_id,
    });
    expect(await pointsOf(ctx, kate.id)).toBe(0); // a command earns nothing
  });

  it('each command has a cooldown shared by everyone', async () => {
    await setUp(ctx, { commands: all });
    await expectOutcome(await say({ id: 9, name: 'viewer' }, '!points'), 'command');
    await expectOutcome(await say({ id: 10, name: 'other' }, '!points'), 'command_cooldown');
    await expectOutcome(await say({ id: 10, name: 'other' }, '!hunt'), 'command');
    await until(() => kick.chat.length === 2);
    await delay(100);
    expect(kick.chat.map((m) => m.content)).toEqual([
      '@viewer link your Kick account in your site settings to earn points.',
      'No bonus hunt is running right now.',
    ]);
  });

  it('!leaderboard answers the top 3 of the main board', async () => {
    await setUp(ctx, { commands: all });
    await createBoard(ctx.db, { name: 'Roobet', players: 5, sortOrder: -1 });
    await createBoard(ctx.db, { name: 'Other', players: 2 });
    await expectOutcome(await say({ id: 9, name: 'viewer' }, '!leaderboard'), 'command');
    await until(() => kick.chat.length === 1);
    expect(kick.chat[0]!.content).toBe(
      'Roobet top 3: 1. Player1 ($500.55) · 2. Player2 ($400.55) · 3. Player3 ($300.55)',
    );
  });

  it("!hunt answers the running bonus hunt's figures", async () => {
    await setUp(ctx, { commands: all });
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const a = '/api/admin/bonus-hunts';
    const made = await admin.post(a, {
      title: 'Friday hunt',
      start_balance: 500,
      prize_points: 0,
      prize_xp: 0,
      predictions_active: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = json<{ data: { hunt: { id: number } } }>(made).data.hunt.id;
    for (const [slot_name, slot_bet] of [
      ['Alpha', 1],
      ['Beta', 2],
    ] as const) {
      await admin.post(`${a}/${id}/games`, { slot_name, provider: 'P', slot_bet, slot_image: null });
    }
    const games = json<{ data: { games: { id: number }[] } }>(await admin.get(`${a}/${id}`)).data.games;
    expect((await admin.post(`${a}/${id}/games/${games[0]!.id}/win`, { slot_win: 150 })).statusCode).toBe(
      200,
    );
    await expectOutcome(await say({ id: 9, name: 'viewer' }, '!hunt'), 'command');
    await until(() => kick.chat.length === 1);
    expect(kick.chat[0]!.content).toBe(
      'Friday hunt: start $500.00, 1/2 opened, won $150.00, break-even 175.00x, best 150.00x.',
    );
  });

  it('!hunt reports the current hunt as the page does: the newest started, saying when it has finished', async () => {
    await setUp(ctx, { commands: all });
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const a = '/api/admin/bonus-hunts';
    const hunt = { start_balance: 100, prize_points: 0, prize_xp: 0, predictions_active: false };
    expect((await admin.post(a, { ...hunt, title: 'Older hunt' })).statusCode).toBe(201);
    const newer = await admin.post(a, { ...hunt, title: 'Newer hunt', confirm_concurrent: true });
    const id = json<{ data: { hunt: { id: number } } }>(newer).data.hunt.id;
    await admin.post(`${a}/${id}/games`, {
      slot_name: 'Alpha',
      provider: 'P',
      slot_bet: 2,
      slot_image: null,
    });
    const games = json<{ data: { games: { id: number }[] } }>(await admin.get(`${a}/${id}`)).data.games;
    await admin.post(`${a}/${id}/games/${games[0]!.id}/win`, { slot_win: 80 });
    expect((await admin.post(`${a}/${id}/finish`)).statusCode).toBe(200);
    // The older hunt still runs, but the page shows the newer, finished one: so does chat.
    await expectOutcome(await say({ id: 9, name: 'viewer' }, '!hunt'), 'command');
    await until(() => kick.chat.length === 1);
    expect(kick.chat[0]!.content).toBe(
      'Newer hunt (finished): start $100.00, 1 game, won $80.00, best 40.00x.',
    );
  });

  it('a switched-off command is ordinary chat; bots are never answered', async () => {
    await setUp(ctx, { commands: { ...all, leaderboard: false }, rules: { bot_names: ['botrix'] } });
    const kate = await linkedMember(ctx, 'kate', 501);
    await expectOutcome(await say(kate.kick, '!leaderboard'), 'credited');
    await expectOutcome(await say({ id: 77, name: 'BotRix' }, '!points'), 'bot');
    await delay(100);
    expect(kick.chat).toEqual([]);
  });
});
