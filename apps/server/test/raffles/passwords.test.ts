import { raffleErrorCodes as codes } from '@podium/shared/raffles/errors';
import { raffleMessages as m } from '@podium/shared/raffles/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { raffleEntries, raffles } from '../../src/features/raffles/raffles.table.ts';
import { json, useTestApp } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { byPassword, enter, expectRefusal, member } from './fixtures.ts';

const ctx = useTestApp();
const tickets = (raffleId: number) => ctx.db.$count(raffleEntries, eq(raffleEntries.raffleId, raffleId));

describe('password entries', () => {
  it('takes the word as said on stream (trimmed, any case), once per member', async () => {
    const { agent } = await member(ctx, 'listener');
    const id = await createRaffle(ctx.db, { password: 'Open Sesame' });
    expect((await enter(agent, id, byPassword('  open SESAME '))).statusCode).toBe(200);
    expectRefusal(await enter(agent, id, byPassword('Open Sesame')), 409, codes.alreadyEnteredPassword);
    const stored = await ctx.db
      .select({ hash: raffles.passwordHash })
      .from(raffles)
      .where(eq(raffles.id, id));
    expect(stored[0]!.hash).toMatch(/^scrypt\$/);
    expect(stored[0]!.hash).not.toContain('Sesame');
  });

  it('refuses a wrong password clearly, under the password field, writing nothing', async () => {
    const { agent } = await member(ctx, 'guesser');
    const id = await createRaffle(ctx.db);
    const res = await enter(agent, id, byPassword('open sesam'));
    expectRefusal(res, 400, codes.wrongPassword, m.wrongPassword);
    expect(json(res).errors).toEqual({ password: [m.wrongPassword] });
    expectRefusal(await enter(agent, id, byPassword('   ')), 400, 'bad_request', m.passwordRequired);
    expect(await tickets(id)).toBe(0);
  });

  it('stops a member after 10 wrong guesses, even with the right word; others go on', async () => {
    const { agent } = await member(ctx, 'bruteforce');
    const id = await createRaffle(ctx.db);
    for (let i = 0; i < 10; i++)
      expect((await enter(agent, id, byPassword(`guess ${i}`))).statusCode).toBe(400);
    expectRefusal(
      await enter(agent, id, byPassword('open sesame')),
      429,
      codes.tooManyGuesses,
      m.tooManyGuesses,
    );
    const { agent: honest } = await member(ctx, 'honest');
    expect((await enter(honest, id, byPassword('open sesame'))).statusCode).toBe(200);
  });

  it('stops an address after 30 wrong guesses, whoever makes them', async () => {
    const id = await createRaffle(ctx.db);
    const from = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 6; i++) {
      const { agent } = await member(ctx, `sock${i}`);
      for (let g = 0; g < 5; g++) {
        const res = await agent.request({
          method: 'POST',
          url: `/api/r/raffles/${id}/enter`,
          payload: byPassword(`g${g}`),
          ...from,
        });
        expect(res.statusCode).toBe(400);
      }
    }
    const { agent } = await member(ctx, 'sock-last');
    const res = await agent.request({
      method: 'POST',
      url: `/api/r/raffles/${id}/enter`,
      payload: byPassword('open sesame'),
      ...from,
    });
    expectRefusal(res, 429, codes.tooManyGuesses);
    expect((await enter(agent, id, byPassword('open sesame'))).statusCode).toBe(200); // another address
  });
});
