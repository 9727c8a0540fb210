import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { users } from '../../src/features/users/users.table.ts';
import { FakeKick } from '../fakes/fake-kick.ts';
import { useTestApp } from '../helpers/app.ts';
import { until } from '../helpers/jobs.ts';
import {
  chatPayload,
  deliver,
  expectOutcome,
  kickConfig,
  linkedMember,
  pointsOf,
  setUp,
} from '../kick/fixtures.ts';
import { boss, expectBalancesMatchLedger, openPrediction, predictionOf, resolve } from './fixtures.ts';

const kick = await new FakeKick().start();
afterAll(() => kick.stop());
const ctx = useTestApp({}, { config: () => kickConfig(kick) });
beforeEach(() => {
  kick.chat.length = 0;
});

const say = (who: { id: number; name: string }, content: string) =>
  deliver(ctx, kick, 'chat.message.sent', chatPayload(who, content));
/** Says `content` and answers the bot's reply to that message (replies are posted after the commit). */
async function ask(who: { id: number; name: string }, content: string) {
  const payload = chatPayload(who, content);
  await expectOutcome(await deliver(ctx, kick, 'chat.message.sent', payload), 'command');
  const mine = () => kick.chat.find((m) => m.reply_to_message_id === payload.message_id);
  await until(() => mine() !== undefined);
  return mine()!.content;
}
const funded = async (username: string, kickId: number, points: number) => {
  const m = await linkedMember(ctx, username, kickId);
  await applyLedger(ctx.db, { userId: m.id, amount: points, kind: 'test', reason: 'Test' });
  return m;
};

describe('!bet in Kick chat', () => {
  it('is off unless switched on: then it is ordinary chat', async () => {
    await setUp(ctx);
    const p = await openPrediction(await boss(ctx));
    const kate = await funded('kate', 501, 100);
    await expectOutcome(await say(kate.kick, '!bet 1 50'), 'credited');
    expect((await predictionOf(await boss(ctx), p.id)).total_pool).toBe(0);
  });

  it('stakes a linked member on the open prediction by outcome number, through the same rules, and answers', async () => {
    await setUp(ctx, { commands: { bet: true } });
    const admin = await boss(ctx);
    const p = await openPrediction(admin, { min_stake: 10, max_stake: 100 });
    const kate = await funded('kate', 501, 200);
    expect(await ask(kate.kick, '!bet 2 60')).toBe(
      '@kate_kick staked 60 points on No (your stake: 60 points; balance 140 points).',
    );
    expect(await ask(kate.kick, '!bet 2 30')).toBe(
      '@kate_kick staked 30 points on No (your stake: 90 points; balance 110 points).',
    );
    expect(await ask(kate.kick, '!bet 1 10')).toBe(
      '@kate_kick You have already staked on another outcome: you can only add to that stake',
    );
    expect(await ask(kate.kick, '!bet 2 50')).toBe(
      '@kate_kick At most 100 points on one prediction: you can add 10 more',
    );
    expect(await ask(kate.kick, '!bet 3 10')).toBe('@kate_kick choose an outcome from 1 to 2.');
    expect(await ask(kate.kick, '!bet two 10')).toBe('@kate_kick usage: !bet <outcome number> <points>');
    expect(await pointsOf(ctx, kate.id)).toBe(110);
    const seen = await predictionOf(admin, p.id);
    expect(seen.outcomes.map((o) => o.pool)).toEqual([0, 90]);
    await expectBalancesMatchLedger(ctx);
  });

  it('refuses visitors who are not linked, staff, a short balance and a locked prediction', async () => {
    await setUp(ctx, { commands: { bet: true } });
    const admin = await boss(ctx);
    expect(await ask({ id: 9, name: 'viewer' }, '!bet 1 10')).toBe(
      '@viewer link your Kick account in your site settings to bet.',
    );
    const poor = await funded('poor', 503, 5);
    expect(await ask(poor.kick, '!bet 1 10')).toBe('@poor_kick no prediction is open right now.');
    const p = await openPrediction(admin);
    const mod = await funded('mod', 502, 100);
    await ctx.db.update(users).set({ role: 'Moderator' }).where(eq(users.id, mod.id));
    expect(await ask(mod.kick, '!bet 1 10')).toBe('@mod_kick Staff cannot stake on predictions');
    expect(await ask(poor.kick, '!bet 1 10')).toBe('@poor_kick Insufficient Points');
    await admin.post(`/api/admin/predictions/${p.id}/lock`);
    expect(await ask(poor.kick, '!bet 1 10')).toBe('@poor_kick no prediction is open right now.');
    expect(await pointsOf(ctx, poor.id)).toBe(5);
    await expectBalancesMatchLedger(ctx);
  });

  it('a chat stake shares in the payout like any other', async () => {
    await setUp(ctx, { commands: { bet: true } });
    const admin = await boss(ctx);
    const p = await openPrediction(admin);
    const kate = await funded('kate', 501, 100);
    const bob = await funded('bob', 502, 100);
    await ask(kate.kick, '!bet 1 40');
    await ask(bob.kick, '!bet 2 60');
    expect((await resolve(admin, p.id, p.outcomes[0]!.id)).statusCode).toBe(200);
    expect(await pointsOf(ctx, kate.id)).toBe(160);
    expect(await pointsOf(ctx, bob.id)).toBe(40);
    await expectBalancesMatchLedger(ctx);
  });
});
