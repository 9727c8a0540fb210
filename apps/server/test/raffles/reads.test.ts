import type { Profile } from '@podium/shared/profile/schemas';
import { raffleMessages } from '@podium/shared/raffles/messages';
import type { Raffle, RaffleEntry } from '@podium/shared/raffles/schemas';
import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { raffles } from '../../src/features/raffles/raffles.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { byPassword, byPoints, enter, expectRefusal, free, member, raffleOf } from './fixtures.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;

describe('GET /api/r/raffles', () => {
  it('lists raffles for everyone, latest end first, with status, counts and the commitment', async () => {
    const soon = await createRaffle(ctx.db, {
      title: 'Soon',
      end_datetime: new Date(Date.now() + HOUR).toISOString(),
    });
    const later = await createRaffle(ctx.db, {
      title: 'Later',
      start_datetime: new Date(Date.now() + HOUR).toISOString(),
      end_datetime: new Date(Date.now() + 5 * HOUR).toISOString(),
    });
    const res = await (await visitor(ctx)).get('/api/r/raffles');
    expect(res.statusCode).toBe(200);
    const list = json<{ data: Raffle[] }>(res).data;
    expect(list.map((r) => r.id)).toEqual([later, soon]);
    expect(list[0]).toMatchObject({
      title: 'Later',
      name: 'Later',
      status: 'pending',
      is_accepting_entries: false,
    });
    expect(list[1]).toMatchObject({
      status: 'active',
      has_ended: false,
      is_accepting_entries: true,
      total_entries: 0,
      number_of_winners: 3,
      allow_passwordless_entry: true,
      allow_points_entry: true,
      points_per_entry: 10,
      has_password_entry: true,
      winners: [],
      user_entries: { passwordless: false, password: false, points: 0, total: 0 },
      drawn_at: null,
    });
    expect(list[1]!.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows a signed-in member their own tickets in each raffle', async () => {
    const { agent } = await member(ctx, 'mine', { points: 50 });
    const a = await createRaffle(ctx.db);
    const b = await createRaffle(ctx.db);
    await enter(agent, a, free);
    await enter(agent, b, byPoints(30));
    const list = json<{ data: Raffle[] }>(await agent.get('/api/r/raffles')).data;
    expect(list.find((r) => r.id === a)!.user_entries).toMatchObject({ passwordless: true, total: 1 });
    expect(list.find((r) => r.id === b)!.user_entries).toMatchObject({
      passwordless: false,
      points: 3,
      total: 3,
    });
  });
});

describe('GET /api/r/raffles from memory', () => {
  const listOf = async (agent: Awaited<ReturnType<typeof visitor>>) =>
    json<{ data: Raffle[] }>(await agent.get('/api/r/raffles')).data;

  it('shows a new raffle, an entry and a pause at once, to everyone, and an end when it comes', async () => {
    const guest = await visitor(ctx);
    const boss = await signedIn(ctx, 'listboss', 'Admin');
    expect(await listOf(guest)).toEqual([]); // now cached
    const created = await boss.post('/api/admin/raffles', {
      title: 'Quick one',
      description: '',
      image: '',
      start_datetime: new Date(Date.now() - HOUR).toISOString(),
      end_datetime: new Date(Date.now() + 2500).toISOString(),
      number_of_winners: 1,
      allow_passwordless_entry: true,
      allow_points_entry: false,
      points_per_entry: null,
      max_tickets_per_member: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ data: Raffle }>(created).data.id;
    expect((await listOf(guest)).map((r) => r.id)).toEqual([id]);

    const { agent } = await member(ctx, 'listed', { points: 0 });
    await enter(agent, id, free);
    expect((await listOf(guest))[0]).toMatchObject({ total_entries: 1, user_entries: { total: 0 } });
    expect((await listOf(agent))[0]).toMatchObject({ total_entries: 1, user_entries: { total: 1 } });

    await boss.post(`/api/admin/raffles/${id}/pause`);
    expect((await listOf(guest))[0]).toMatchObject({ is_paused: true, is_accepting_entries: false });
    await boss.post(`/api/admin/raffles/${id}/resume`);
    expect((await listOf(guest))[0]).toMatchObject({ status: 'active', has_ended: false });

    // Nothing changes when the end time passes, yet the list (still the cached one) says it ended.
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect((await listOf(guest))[0]).toMatchObject({
      status: 'ended',
      has_ended: true,
      is_accepting_entries: false,
    });
  });
});

describe('GET /api/r/raffles/{id}', () => {
  it('answers 404 Raffle not found for a missing raffle, and for ids that cannot be one', async () => {
    const guest = await visitor(ctx);
    expectRefusal(await guest.get('/api/r/raffles/12345'), 404, 'raffles.not_found', raffleMessages.notFound);
    for (const id of ['0', 'abc', '2147483648'])
      expect((await guest.get(`/api/r/raffles/${id}`)).statusCode).toBe(404);
  });

  it('never shows the server seed before the draw, only its hash', async () => {
    const id = await createRaffle(ctx.db);
    const [row] = await ctx.db.select().from(raffles).where(eq(raffles.id, id));
    for (const url of [`/api/r/raffles/${id}`, '/api/r/raffles', `/api/r/raffles/${id}/verify`]) {
      const body = (await (await visitor(ctx)).get(url)).body;
      expect(body, url).toContain(row!.serverSeedHash);
      expect(body, url).not.toContain(row!.serverSeed);
    }
    const verify = json<{ data: RaffleVerify }>(
      await (await visitor(ctx)).get(`/api/r/raffles/${id}/verify`),
    ).data;
    expect(verify).toMatchObject({
      server_seed: null,
      client_seed: null,
      tickets: [],
      draws: [],
      ticket_count: 0,
    });
    expect(verify.explanation.length).toBeGreaterThan(3);
  });

  it('is Not Started (pending) before the start and Ended after the end', async () => {
    const { agent } = await member(ctx, 'watcher');
    const early = await createRaffle(ctx.db, {
      start_datetime: new Date(Date.now() + HOUR).toISOString(),
      end_datetime: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect((await raffleOf(agent, early)).status).toBe('pending');
    const late = await createRaffle(ctx.db, {
      start_datetime: new Date(Date.now() - 2 * HOUR).toISOString(),
      end_datetime: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(await raffleOf(agent, late)).toMatchObject({
      status: 'ended',
      has_ended: true,
      is_accepting_entries: false,
    });
  });
});

describe('GET /api/r/raffles/{id}/entries', () => {
  it('lists one entry per ticket with its member, newest first; 404 for a missing raffle', async () => {
    const a = await member(ctx, 'alpha', { points: 20 });
    const b = await member(ctx, 'bravo');
    const id = await createRaffle(ctx.db);
    await enter(a.agent, id, free);
    await enter(b.agent, id, byPassword('open sesame'));
    await enter(a.agent, id, byPoints(20));
    const res = await (await visitor(ctx)).get(`/api/r/raffles/${id}/entries`);
    const entries = json<{ data: RaffleEntry[] }>(res).data;
    expect(entries.map((e) => [e.user.username, e.entry_type])).toEqual([
      ['alpha', 'points'],
      ['alpha', 'points'],
      ['bravo', 'password'],
      ['alpha', 'passwordless'],
    ]);
    expect(entries[0]!.user).toMatchObject({ id: a.id, display_name: 'alpha', kick_username: 'alpha_kick' });
    expectRefusal(await (await visitor(ctx)).get('/api/r/raffles/999/entries'), 404, 'raffles.not_found');
  });
});

describe('the profile', () => {
  it('counts the raffles a member entered and lists them as recent activity', async () => {
    const { agent } = await member(ctx, 'regular', { points: 100 });
    const first = await createRaffle(ctx.db, { title: 'First' });
    const second = await createRaffle(ctx.db, { title: 'Second' });
    await enter(agent, first, free);
    await enter(agent, second, free);
    await enter(agent, second, byPoints(20));
    const profile = json<{ data: Profile }>(await agent.get('/api/r/user/regular')).data;
    expect(profile.raffle_entries).toBe(2);
    expect(profile.stats.raffle_entries).toBe(2);
    expect(profile.recent_activity.raffle_entries.map((r) => r.raffle_name)).toEqual(['Second', 'First']);
    expect(profile.recent_activity.raffle_entries[0]!.id).toBe(second);
  });
});
