import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../src/features/auth/session-cache.ts';
import { sessions } from '../../src/features/auth/sessions.table.ts';
import { createSession, hashToken, SESSION_COOKIE } from '../../src/features/auth/sessions.ts';
import { users } from '../../src/features/users/users.table.ts';
import { MemoryBus } from '../../src/lib/bus.ts';
import { Agent, json, signedIn, useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();

/** Deletes the session row behind the app's back: only a cached session can still answer for it. */
const deleteRow = (token: string) => ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
const tokenOf = (agent: Agent) => agent.cookies.get(SESSION_COOKIE) as string;
const userId = async (username: string) =>
  (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!.id;

describe('signed-in requests read their session from memory', () => {
  it('answers a repeated request without reading the session again', async () => {
    const member = await signedIn(ctx, 'lucky'); // its page load looked the session up
    await deleteRow(tokenOf(member));
    expect((await member.get('/api/r/store')).statusCode).toBe(200); // still known, from memory
    ctx.app.deps.sessions.clear();
    expect((await member.get('/api/r/store')).statusCode).toBe(401); // read again: gone
  });

  it('ends a session at logout at once, even while it is cached', async () => {
    const member = await signedIn(ctx, 'lucky');
    const token = tokenOf(member);
    expect((await member.get('/api/r/store')).statusCode).toBe(200);
    expect((await member.post('/logout')).statusCode).toBe(200);
    const stolen = new Agent(ctx.app);
    stolen.cookies.set(SESSION_COOKIE, token);
    expect((await stolen.get('/api/r/store')).statusCode).toBe(401);
  });

  it('applies a role change to the member’s very next request, both ways', async () => {
    const boss = await signedIn(ctx, 'boss', 'Admin');
    const helper = await signedIn(ctx, 'helper');
    const id = await userId('helper');
    expect((await helper.get('/api/admin/users')).statusCode).toBe(403);
    expect((await boss.put(`/api/admin/users/${id}/role`, { role: 'Admin' })).statusCode).toBe(200);
    expect((await helper.get('/api/admin/users')).statusCode).toBe(200);
    expect((await boss.put(`/api/admin/users/${id}/role`, { role: 'Member' })).statusCode).toBe(200);
    expect((await helper.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('shows the member’s own profile change on the next page', async () => {
    const member = await signedIn(ctx, 'lucky');
    expect((await member.post('/api/r/profile/update', { bio: 'Spins daily' })).statusCode).toBe(200);
    const page = await member.page('/');
    const boot = JSON.parse(
      /<script id="podium-boot" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!,
    );
    expect(boot.user.bio).toBe('Spins daily');
  });

  it('reads balances from the database, not from the cached member', async () => {
    const member = await signedIn(ctx, 'lucky');
    expect(json(await member.get('/api/r/store')).data).toMatchObject({ user_points: 0 });
    await ctx.db.update(users).set({ points: 250 }).where(eq(users.username, 'lucky'));
    expect(json(await member.get('/api/r/store')).data).toMatchObject({ user_points: 250 });
  });
});

describe('SessionCache', () => {
  const session = async (username: string) =>
    createSession(ctx.db, (await createUser(ctx.db, { username })).id);

  it('keeps a session only for its TTL', async () => {
    const cache = new SessionCache({ ttlMs: 40 });
    const token = await session('brief');
    expect((await cache.user(ctx.db, token))?.username).toBe('brief');
    await deleteRow(token);
    expect((await cache.user(ctx.db, token))?.username).toBe('brief');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.user(ctx.db, token)).toBeNull();
  });

  it('holds at most maxEntries sessions, letting the oldest go first', async () => {
    const cache = new SessionCache({ maxEntries: 2 });
    const [a, b, c] = [await session('a'), await session('b'), await session('c')];
    for (const token of [a, b, c]) await cache.user(ctx.db, token);
    expect(cache.size).toBe(2);
    for (const token of [a, b, c]) await deleteRow(token);
    expect(await cache.user(ctx.db, a)).toBeNull(); // evicted: read again, and gone
    expect((await cache.user(ctx.db, c))?.username).toBe('c');
  });

  it('drops a session and a member’s sessions in every process sharing the bus', async () => {
    const bus = new MemoryBus();
    const [here, there] = [new SessionCache({ bus }), new SessionCache({ bus })];
    const [mine, other, third] = [await session('mine'), await session('other'), await session('third')];
    const otherTwo = await createSession(ctx.db, await userId('other'));
    for (const token of [mine, other, otherTwo, third]) await there.user(ctx.db, token);
    for (const token of [mine, other, otherTwo, third]) await deleteRow(token);

    here.dropSession(mine);
    here.dropUser(await userId('other'));
    expect(await there.user(ctx.db, mine)).toBeNull();
    expect(await there.user(ctx.db, other)).toBeNull();
    expect(await there.user(ctx.db, otherTwo)).toBeNull();
    expect((await there.user(ctx.db, third))?.username).toBe('third'); // untouched
  });

  it('does not keep a lookup that was under way when its session was dropped', async () => {
    const cache = new SessionCache();
    const token = await session('racer');
    const lookup = cache.user(ctx.db, token); // reads the row…
    cache.dropSession(token); // …while the session ends
    expect((await lookup)?.username).toBe('racer');
    await deleteRow(token);
    expect(await cache.user(ctx.db, token)).toBeNull();
  });
});
