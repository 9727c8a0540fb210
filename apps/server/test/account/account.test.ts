import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountErrorCodes } from '@podium/shared/account/errors';
import { accountMessages, deletedUsername } from '@podium/shared/account/schemas';
import { eq, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/features/auth/sessions.table.ts';
import { createSession, SESSION_COOKIE } from '../../src/features/auth/sessions.ts';
import { friendships } from '../../src/features/friends/friends.table.ts';
import { raffleEntries } from '../../src/features/raffles/raffles.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { makeHunt, predict as predictHunt } from '../bonus-hunts/fixtures.ts';
import { Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { createRaffle, createStoreItem } from '../helpers/factories.ts';
import {
  byPoints,
  enter,
  expectBalancesMatchLedger,
  expectRefusal,
  free,
  member,
  pointsOf,
} from '../raffles/fixtures.ts';
import { makeTournament, predict as predictBracket } from '../tournaments/fixtures.ts';
import { casino, createWagerRaffle, DAY, wager } from '../wager-raffles/fixtures.ts';

const ctx = useTestApp();
const script = fileURLToPath(new URL('../../../../scripts/verify-draw.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'podium-account-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const remove = (agent: Agent, confirm_username: string) =>
  agent.post('/api/r/account/delete', { confirm_username });

async function downloaded(agent: Agent) {
  const res = await agent.get('/api/r/account/export');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="podium-data-\d+-[\d-]+\.json"$/);
  expect(res.headers['cache-control']).toBe('no-store');
  return JSON.parse(res.body) as Record<string, unknown> & {
    profile: Record<string, unknown>;
    points_history: { amount: number; reason: string }[];
    raffle_entries: { raffle_id: number }[];
    purchases: { item: string }[];
    tickets: { subject: string; messages: { body: string }[] }[];
    vip_claims: unknown[];
    payouts: unknown[];
    tournament_predictions: unknown[];
    bonus_hunt_predictions: unknown[];
    raffle_wins: unknown[];
    wager_raffle_tickets: { raffle_id: number; first_ticket: number; last_ticket: number }[];
    wager_raffle_wins: { raffle_id: number; ticket_number: number; prize_type: string }[];
  };
}

describe('the member’s data download', () => {
  it('asks a visitor to sign in', async () => {
    const guest = await visitor(ctx);
    expect((await guest.get('/api/r/account/export')).statusCode).toBe(401);
    expect((await guest.post('/api/r/account/delete', { confirm_username: 'x' })).statusCode).toBe(401);
  });

  it('holds the member’s profile, points, entries, purchases and tickets, and nothing of others', async () => {
    const alice = await member(ctx, 'alice', { points: 500 });
    const bob = await member(ctx, 'bob', { points: 300 });
    await ctx.db
      .update(users)
      .set({ bio: 'Alice here', crypto: 'alice_casino' })
      .where(eq(users.id, alice.id));
    const raffle = await createRaffle(ctx.db);
    for (const m of [alice, bob]) {
      expect((await enter(m.agent, raffle, free)).statusCode).toBe(200);
      expect((await enter(m.agent, raffle, byPoints(20))).statusCode).toBe(200);
    }
    const item = await createStoreItem(ctx.db, { name: 'Hoodie', cost: 50 });
    expect((await alice.agent.post(`/api/r/store/${item.id}/redeem`)).statusCode).toBeLessThan(300);
    const ticket = { category: 'other', subject: 'Alice asks', message: 'Alice’s question' };
    expect((await alice.agent.post('/api/r/tickets', ticket)).statusCode).toBe(201);
    const bobTicket = { category: 'other', subject: 'Bob asks', message: 'Bob’s question' };
    expect((await bob.agent.post('/api/r/tickets', bobTicket)).statusCode).toBe(201);

    const data = await downloaded(alice.agent);
    expect(data.profile).toMatchObject({
      id: alice.id,
      username: 'alice',
      bio: 'Alice here',
      casino_usernames: ['alice_casino', null, null],
      points: await pointsOf(ctx, alice.id),
    });
    expect(data.points_history.map((p) => p.amount)).toEqual([500, -20, -50]);
    expect(data.raffle_entries).toHaveLength(3); // one free ticket, two for 20 points
    expect(data.purchases.map((p) => p.item)).toEqual(['Hoodie']);
    expect(data.tickets).toMatchObject([{ subject: 'Alice asks', messages: [{ body: 'Alice’s question' }] }]);
    expect(data.vip_claims).toEqual([]);
    expect(data.payouts).toEqual([]);
    expect(data.tournament_predictions).toEqual([]);
    expect(data.bonus_hunt_predictions).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('bob');
    expect(text).not.toContain('Bob');
  });

  it('holds the member’s tournament picks and bonus hunt predictions, and not another’s', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await member(ctx, 'alice');
    const bob = await member(ctx, 'bob');
    const bracket = await makeTournament(admin, 4, { name: 'Friday Bracket' });
    const [first, second] = bracket.matches.filter((m) => m.round === 1);
    const picks = [
      { match_id: first!.id, winner_name: 'Slot 1' },
      { match_id: second!.id, winner_name: 'Slot 4' },
    ];
    expect((await predictBracket(alice.agent, bracket.id, picks)).statusCode).toBe(200);
    expect((await predictBracket(bob.agent, bracket.id, [picks[0]])).statusCode).toBe(200);
    const { hunt } = await makeHunt(admin);
    const guess = { end_balance: 1234.56, highest_multiplier: 250.5, highest_multiplier_game: 'Mental' };
    expect((await predictHunt(alice.agent, hunt.id, guess)).statusCode).toBe(200);
    expect((await predictHunt(bob.agent, hunt.id, { ...guess, end_balance: 99 })).statusCode).toBe(200);

    const data = await downloaded(alice.agent);
    expect(data.tournament_predictions).toMatchObject([
      { tournament_id: bracket.id, tournament: 'Friday Bracket', picks },
    ]);
    expect(data.bonus_hunt_predictions).toMatchObject([
      {
        hunt_id: hunt.id,
        hunt: hunt.title,
        end_balance_cents: 123_456,
        highest_multiplier: 250.5,
        highest_multiplier_game: 'Mental',
      },
    ]);
  });

  it('holds the member’s wager-raffle tickets and the prize they won, and not another’s', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const alice = await member(ctx, 'alice');
    const bob = await member(ctx, 'bob');
    const board = await casino(ctx.db, 1, { start: -3 * DAY, end: 3 * DAY });
    // Verified casino accounts: only those earn tickets (decision 042).
    await linkCasino(ctx.db, alice.id, { crypto: 'alice-w' });
    await linkCasino(ctx.db, bob.id, { crypto: 'bob-w' });
    await wager(ctx.db, board.periodId, 'alice-w', 30);
    await wager(ctx.db, board.periodId, 'bob-w', 10);
    // Two prizes, one win each: whatever the draw picks, alice wins exactly one.
    const raffleId = await createWagerRaffle(ctx.db, [board.id], {
      name: 'Weekly wager raffle',
      prizes: [
        { prize_type: 'points', prize_value: 500, description: 'Points' },
        { prize_type: 'cash', prize_value: 25, description: 'Cash tip' },
      ],
    });
    const drawn = await admin.post(`/api/admin/wager-raffles/${raffleId}/draw`);
    expect(drawn.statusCode, drawn.body).toBe(200);

    const data = await downloaded(alice.agent);
    expect(data.wager_raffle_tickets).toEqual([
      {
        raffle_id: raffleId,
        raffle: 'Weekly wager raffle',
        first_ticket: 1,
        last_ticket: 3,
        wagered_cents: 3000,
      },
    ]);
    expect(data.wager_raffle_wins).toHaveLength(1);
    const [win] = data.wager_raffle_wins;
    expect(win).toMatchObject({ raffle_id: raffleId, raffle: 'Weekly wager raffle' });
    expect(win!.ticket_number).toBeGreaterThanOrEqual(1);
    expect(win!.ticket_number).toBeLessThanOrEqual(3);
    expect(['points', 'cash']).toContain(win!.prize_type);
    const bobs = await downloaded(bob.agent);
    expect(bobs.wager_raffle_wins).toMatchObject([{ ticket_number: 4 }]);
    expect(bobs.wager_raffle_wins[0]!.prize_type).not.toBe(win!.prize_type);
  });

  it('is rate-limited', async () => {
    const alice = await signedIn(ctx, 'alice');
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await alice.get('/api/r/account/export')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('deleting one’s account', () => {
  it('refuses a confirmation that is not the username', async () => {
    const alice = await signedIn(ctx, 'alice');
    const res = await remove(alice, 'alicia');
    expectRefusal(res, 400, accountErrorCodes.confirmMismatch, accountMessages.confirmMismatch);
    expect(json(res).errors).toEqual({ confirm_username: [accountMessages.confirmMismatch] });
    expect((await alice.get('/api/r/user/alice')).statusCode).toBe(200);
  });

  it('removes personal data, ends every session, keeps the ledger and a drawn raffle verifiable', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const alice = await member(ctx, 'alice', { points: 500 });
    const bob = await member(ctx, 'bob', { points: 100 });
    const carol = await member(ctx, 'carol', { points: 100 });
    await ctx.db
      .update(users)
      .set({
        bio: 'Hi',
        avatar: 'https://cdn.example/a.png',
        crypto: 'al',
        twitterUser: 'al_tw',
        email: 'a@x.io',
      })
      .where(eq(users.id, alice.id));
    const friendship = await alice.agent.post('/api/r/friends/request', { user_id: bob.id });
    expect(friendship.statusCode, friendship.body).toBeLessThan(300);
    const raffle = await createRaffle(ctx.db, { number_of_winners: 3 });
    for (const m of [alice, bob, carol]) {
      expect((await enter(m.agent, raffle, free)).statusCode).toBe(200);
      expect((await enter(m.agent, raffle, byPoints(30))).statusCode).toBe(200);
    }
    expect((await admin.post(`/api/admin/raffles/${raffle}/draw`)).statusCode).toBe(200);
    const ticket = { category: 'account', subject: 'Leaving', message: 'Bye' };
    expect((await alice.agent.post('/api/r/tickets', ticket)).statusCode).toBe(201);
    // A second browser of the same member.
    const otherBrowser = await signedIn(ctx, 'alice');
    const balance = await pointsOf(ctx, alice.id);

    const res = await remove(alice.agent, 'ALICE');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(accountMessages.deleted);

    const row = await rowOf(alice.id);
    expect(row).toMatchObject({
      username: deletedUsername(alice.id),
      name: 'Deleted member',
      discordId: null,
      email: null,
      avatar: null,
      bio: null,
      crypto: null,
      twitterUser: null,
      kickUsername: null,
      kickUserId: null,
      role: 'Member',
      points: balance,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, alice.id))).toEqual([]);
    const links = await ctx.db
      .select()
      .from(friendships)
      .where(or(eq(friendships.senderId, alice.id), eq(friendships.receiverId, alice.id)));
    expect(links).toEqual([]);
    for (const agent of [alice.agent, otherBrowser]) {
      expect((await agent.get('/api/r/account/export')).statusCode).toBe(401);
    }
    // Even a session made for the row afterwards names no one.
    const revived = new Agent(ctx.app);
    revived.cookies.set(SESSION_COOKIE, await createSession(ctx.db, alice.id));
    expect((await revived.get('/api/r/account/export')).statusCode).toBe(401);
    expect((await (await visitor(ctx)).get('/api/r/user/alice')).statusCode).toBe(404);
    expect(
      (await (await visitor(ctx)).get(`/api/r/user/${encodeURIComponent(deletedUsername(alice.id))}`))
        .statusCode,
    ).toBe(404);

    // The ledger still adds up and the raffle's tickets keep their member.
    await expectBalancesMatchLedger(ctx);
    const tickets = await ctx.db.select().from(raffleEntries).where(eq(raffleEntries.userId, alice.id));
    expect(tickets.length).toBeGreaterThan(0);
    const verify = await (await visitor(ctx)).get(`/api/r/raffles/${raffle}/verify`);
    expect(verify.statusCode).toBe(200);
    const file = join(dir, `raffle-${raffle}.json`);
    writeFileSync(file, verify.body);
    const run = spawnSync(process.execPath, [script, file, '--json'], { encoding: 'utf8' });
    const report = JSON.parse(run.stdout) as { ok: boolean; checks: { ok: boolean }[] };
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(run.status).toBe(0);
    expect(verify.body).not.toContain('"alice"');

    // Lists show the neutral name: the raffle's public view.
    const view = await (await visitor(ctx)).get(`/api/r/raffles/${raffle}`);
    expect(view.body).not.toContain('"alice"');
  });

  it('refuses the last admin, and lets an admin go once another admin exists', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    expectRefusal(await remove(boss, 'boss'), 409, accountErrorCodes.lastAdmin, accountMessages.lastAdmin);
    expect((await boss.get('/api/r/account/export')).statusCode).toBe(200);
    await signedIn(ctx, 'deputy', 'Admin');
    expect((await remove(boss, 'boss')).statusCode).toBe(200);
  });
});
