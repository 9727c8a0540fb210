import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { FakeKick } from '../fakes/fake-kick.ts';
import { useTestApp } from '../helpers/app.ts';
import { until } from '../helpers/jobs.ts';
import { chatPayload, deliver, expectOutcome, kickConfig, linkedMember, setUp } from '../kick/fixtures.ts';
import { boss, catalogue, pointsOf, settings, stateOf } from './fixtures.ts';

const kick = await new FakeKick().start();
afterAll(() => kick.stop());
const ctx = useTestApp({}, { config: () => kickConfig(kick) });
beforeEach(() => {
  kick.chat.length = 0;
});

const say = (who: { id: number; name: string }, content: string) =>
  deliver(ctx, kick, 'chat.message.sent', chatPayload(who, content));
async function ask(who: { id: number; name: string }, content: string) {
  const payload = chatPayload(who, content);
  await expectOutcome(await deliver(ctx, kick, 'chat.message.sent', payload), 'command');
  const mine = () => kick.chat.find((m) => m.reply_to_message_id === payload.message_id);
  await until(() => mine() !== undefined);
  return mine()!.content;
}

describe('!sr in Kick chat', () => {
  it('is off unless switched on: then it is ordinary chat', async () => {
    await setUp(ctx);
    await settings(await boss(ctx));
    await catalogue(ctx, ['Gates of Olympus']);
    const kate = await linkedMember(ctx, 'kate', 501);
    await expectOutcome(await say(kate.kick, '!sr gates of olympus'), 'credited');
    expect((await stateOf(await boss(ctx))).queue).toEqual([]);
  });

  it('requests the closest catalogue slot for a linked member, through the same rules, and answers', async () => {
    await setUp(ctx, { commands: { sr: true } });
    const admin = await boss(ctx);
    await settings(admin, { cost_points: 50 });
    await catalogue(ctx, ['Gates of Olympus', 'Gates of Olympus 1000', 'Sweet Bonanza']);
    const kate = await linkedMember(ctx, 'kate', 501);
    await applyLedger(ctx.db, { userId: kate.id, amount: 80, kind: 'test', reason: 'Test' });
    expect(await ask(kate.kick, '!sr GATES OF OLYMPUS')).toBe(
      '@kate_kick requested Gates of Olympus (number 1 in the queue).',
    );
    expect(await pointsOf(ctx, kate.id)).toBe(30);
    const queue = (await stateOf(admin)).queue;
    expect(queue.map((q) => [q.slot.name, q.username, q.source])).toEqual([
      ['Gates of Olympus', 'kate', 'chat'],
    ]);
    expect(await ask(kate.kick, '!sr bonanza')).toBe(
      '@kate_kick You already have an open request: wait until it is played',
    );
    const sam = await linkedMember(ctx, 'sam', 502);
    expect(await ask(sam.kick, '!sr gates of olympus')).toBe('@sam_kick This slot is already in the queue');
    expect(await ask(sam.kick, '!sr bonanza')).toBe(
      '@sam_kick A request costs 50 points: Insufficient Points',
    );
    expect(await ask(sam.kick, '!sr Starburst')).toBe(
      '@sam_kick no slot called "Starburst" in the catalogue.',
    );
    expect(await ask(sam.kick, '!sr')).toBe('@sam_kick usage: !sr <slot name>');
    expect((await stateOf(admin)).queue).toHaveLength(1);
  });

  it('answers an unlinked viewer with how to link', async () => {
    await setUp(ctx, { commands: { sr: true } });
    await settings(await boss(ctx));
    await catalogue(ctx, ['Mental']);
    expect(await ask({ id: 777, name: 'stranger' }, '!sr mental')).toBe(
      '@stranger link your Kick account in your site settings to request slots.',
    );
  });
});
