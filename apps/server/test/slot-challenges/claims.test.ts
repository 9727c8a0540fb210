import { describe, expect, it } from 'vitest';
import { slotChallengeClaims } from '../../src/features/slot-challenges/slot-challenges.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import {
  boss,
  casino,
  challengeOf,
  claim,
  claimed,
  expectRefusal,
  player,
  postChallenge,
  queue,
  refuse,
  setWindow,
} from './fixtures.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;
const claimsIn = () => ctx.db.select().from(slotChallengeClaims);

describe('posting a challenge', () => {
  it('lists it for everyone with its terms, open, no winners', async () => {
    const admin = await boss(ctx);
    const roobet = await casino(ctx);
    const c = await postChallenge(admin, roobet.id, { prize_type: 'cash', prize_value: 100 });
    const seen = await challengeOf(await visitor(ctx), c.id);
    expect(seen).toMatchObject({
      game: 'Gates of Olympus',
      min_multiplier: 1000,
      min_bet: 0.2,
      prize_type: 'cash',
      prize_value: 100,
      prize_label: '$100.00',
      casino: { id: roobet.id, name: 'Roobet' },
      places: 1,
      places_taken: 0,
      state: 'open',
      winners: [],
      my_claim: null,
    });
  });

  it('refuses a casino without linked accounts, an end before the start, and a cash prize without amount', async () => {
    const admin = await boss(ctx);
    const roobet = await casino(ctx);
    const { createBoard } = await import('../helpers/factories.ts');
    const { platform: plain } = await createBoard(ctx.db, {});
    const base = {
      game: 'Sweet Bonanza',
      min_multiplier: 500,
      min_bet: 0.4,
      prize_type: 'points',
      prize_value: 100,
      description: '',
      platform_id: roobet.id,
      starts_at: new Date(Date.now() + HOUR).toISOString(),
      ends_at: new Date(Date.now() + 2 * HOUR).toISOString(),
      places: 1,
    };
    const post = (b: Record<string, unknown>) => admin.post('/api/admin/slot-challenges', { ...base, ...b });
    expectRefusal(await post({ platform_id: plain.id }), 400, 'slot_challenges.casino_not_found');
    expectRefusal(
      await post({ ends_at: new Date(Date.now() + HOUR / 2).toISOString() }),
      400,
      'slot_challenges.end_before_start',
    );
    const noAmount = await post({ prize_type: 'cash', prize_value: null });
    expect(noAmount.statusCode).toBe(400);
    expect(json(noAmount).errors).toMatchObject({ prize_value: expect.anything() });
    expect((await admin.get('/api/admin/slot-challenges')).body).not.toContain('Sweet Bonanza');
  });
});

describe('claiming', () => {
  it('takes a claim with proof on the member’s verified account; the member sees it pending', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const lena = await player(ctx, 'lena');
    const res = await claim(lena.agent, c.id, {
      casino_username: '  LENA_rb ',
      image_url: 'https://i.imgur.com/win.png',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).message).toBe('Claim sent: the streamer will review it');
    expect((await challengeOf(lena.agent, c.id)).my_claim).toMatchObject({ status: 'pending', place: null });
    const [row] = await queue(admin);
    expect(row).toMatchObject({
      user: { username: 'lena' },
      casino_username: 'lena_rb',
      bet_url: 'https://roobet.com/bets/123',
      image_url: 'https://i.imgur.com/win.png',
      status: 'pending',
    });
  });

  it('requires a VERIFIED account of the member on the challenge’s casino', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const message = 'Use your verified Roobet account: link it in Settings and wait for staff to verify it';
    const pending = await player(ctx, 'pat', 'pending');
    const refused = await player(ctx, 'rex', 'refused');
    const verified = await player(ctx, 'vic');
    const none = await player(ctx, 'nora');
    await ctx.db.delete(slotChallengeClaims);
    for (const [who, name] of [
      [pending, pending.casinoUsername],
      [refused, refused.casinoUsername],
      [verified, 'someone_else'],
      [none, verified.casinoUsername],
    ] as const) {
      const res = await claim(who.agent, c.id, { casino_username: name });
      expectRefusal(res, 409, 'slot_challenges.account_not_verified', message);
      expect(json(res).errors).toMatchObject({ casino_username: [message] });
    }
    expect(await claimsIn()).toEqual([]);
  });

  it('refuses claims before the start and after the end', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const lena = await player(ctx, 'lena');
    await setWindow(ctx, c.id, new Date(Date.now() + HOUR), new Date(Date.now() + 2 * HOUR));
    expect((await challengeOf(lena.agent, c.id)).state).toBe('upcoming');
    expectRefusal(
      await claim(lena.agent, c.id, { casino_username: 'lena_rb' }),
      409,
      'slot_challenges.not_started',
    );
    await setWindow(ctx, c.id, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - HOUR));
    expect((await challengeOf(lena.agent, c.id)).state).toBe('expired');
    expectRefusal(
      await claim(lena.agent, c.id, { casino_username: 'lena_rb' }),
      409,
      'slot_challenges.ended',
    );
    expect(await claimsIn()).toEqual([]);
  });

  it('allows one pending claim per member and challenge, and a new one after a refusal', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const lena = await player(ctx, 'lena');
    const first = await claimed(lena, c.id);
    expectRefusal(
      await claim(lena.agent, c.id, { casino_username: 'lena_rb' }),
      409,
      'slot_challenges.pending_claim',
    );
    const both = await Promise.all([1, 2].map(() => claim(lena.agent, c.id, { casino_username: 'lena_rb' })));
    expect(both.map((r) => r.statusCode)).toEqual([409, 409]);
    expect((await refuse(admin, first, 'Bet below the minimum')).statusCode).toBe(200);
    expect((await claim(lena.agent, c.id, { casino_username: 'lena_rb' })).statusCode).toBe(201);
    expect((await claimsIn()).map((r) => r.status).sort()).toEqual(['pending', 'refused']);
  });

  it('validates the proof: https links only, at least one of them', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    const lena = await player(ctx, 'lena');
    for (const [body, field, message] of [
      [{ bet_url: 'http://roobet.com/bets/1' }, 'bet_url', 'Enter a full link starting with https://'],
      [
        { image_url: 'javascript:alert(1)', bet_url: null },
        'image_url',
        'Enter a full link starting with https://',
      ],
      [{ bet_url: '', image_url: '' }, 'bet_url', 'Give a bet link or an image link as proof'],
    ] as const) {
      const res = await claim(lena.agent, c.id, { casino_username: 'lena_rb', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errors).toMatchObject({ [field]: [message] });
    }
    expect(await claimsIn()).toEqual([]);
  });

  it('refuses visitors and staff (staff never serve themselves)', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id);
    expectRefusal(await claim(await visitor(ctx), c.id, { casino_username: 'x' }), 401, 'unauthorized');
    const mod = await signedIn(ctx, 'mod', 'Moderator');
    expectRefusal(
      await claim(mod, c.id, { casino_username: 'x' }),
      403,
      'slot_challenges.staff_cannot_claim',
    );
    expectRefusal(
      await claim(admin, c.id, { casino_username: 'x' }),
      403,
      'slot_challenges.staff_cannot_claim',
    );
    expect(await claimsIn()).toEqual([]);
  });
});
