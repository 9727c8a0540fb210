import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../fakes/fake-discord.ts';
import { Agent, json, testConfig, useTestApp } from '../helpers/app.ts';

const discord = await new FakeDiscord().start();
afterAll(() => discord.stop());

const ctx = useTestApp(
  {},
  {
    config: () =>
      testConfig({
        PUBLIC_URL: 'http://localhost:3000',
        DISCORD_CLIENT_ID: discord.clientId,
        DISCORD_CLIENT_SECRET: discord.clientSecret,
        DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
        DISCORD_API_URL: discord.apiUrl,
      }),
  },
);

/** Starts the flow as a browser would and returns Discord's authorize URL. */
async function start(agent: Agent, next?: string) {
  const res = await agent.get(`/auth/discord${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

/** Follows Discord's redirect back to our callback (path and query only, like the browser would). */
async function callback(agent: Agent, redirect: string) {
  const url = new URL(redirect);
  expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/auth/discord/callback');
  return agent.get(`${url.pathname}${url.search}`);
}

describe('Discord sign-in (authorization code + state + PKCE)', () => {
  let agent: Agent;
  beforeAll(() => {
    discord.nextUser = {
      id: '80351110224678912',
      username: 'discord_dan',
      global_name: 'Discord Dan',
      avatar: '8342729096ea3675442027381ff50dfe',
      email: 'dan@example.com',
    };
  });

  it('sends the browser to Discord with state, an S256 challenge and the identify scope', async () => {
    agent = new Agent(ctx.app);
    const url = new URL(await start(agent));
    expect(`${url.origin}${url.pathname}`).toBe(discord.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: discord.clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/discord/callback',
      scope: 'identify email',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('signs the member in: upserts them from /users/@me, starts a session and goes to the next page', async () => {
    agent = new Agent(ctx.app);
    const res = await callback(agent, discord.consent(await start(agent, '/leaderboard')));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/leaderboard');
    const session = res.cookies.find((c) => c.name === 'podium_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const page = await agent.page('/');
    const boot = JSON.parse(
      /<script id="podium-boot" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!,
    );
    expect(boot.user).toMatchObject({
      username: 'discord_dan',
      name: 'Discord Dan',
      role: 'Member',
      avatar: '8342729096ea3675442027381ff50dfe',
      avatar_url:
        'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png?size=256',
    });
  });

  it('updates the same member on the next sign-in instead of creating another', async () => {
    discord.nextUser = { ...discord.nextUser!, global_name: 'Dan Renamed', avatar: null };
    const first = new Agent(ctx.app);
    await callback(first, discord.consent(await start(first)));
    const second = new Agent(ctx.app);
    await callback(second, discord.consent(await start(second)));
    const page = await second.page('/');
    expect(page.body).toContain('"name":"Dan Renamed"');
    expect(page.body).toMatch(/"avatar_url":"\/avatars\/default-[0-4]\.svg"/);
    const { users } = await import('../../src/features/users/users.table.ts');
    expect(await ctx.db.$count(users)).toBe(1);
  });

  it('gives a Discord user whose name is taken by another member a free variant', async () => {
    const guest = new Agent(ctx.app);
    await guest.page('/');
    await guest.post('/auth/dev-login', { username: 'discord_dan' });
    const agent2 = new Agent(ctx.app);
    await callback(agent2, discord.consent(await start(agent2)));
    expect((await agent2.page('/')).body).toContain('"username":"discord_dan2"');
  });

  it('returns to /login with a clear reason when the member denies consent', async () => {
    agent = new Agent(ctx.app);
    const res = await callback(agent, discord.consent(await start(agent), null));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=access_denied');
    expect(res.cookies.find((c) => c.name === 'podium_session')).toBeUndefined();
  });

  it('refuses a callback whose state does not match (a forged or replayed link)', async () => {
    agent = new Agent(ctx.app);
    const back = new URL(discord.consent(await start(agent)));
    back.searchParams.set('state', 'attacker-state');
    const res = await callback(agent, back.toString());
    expect(res.headers.location).toBe('/login?error=state');
    expect(res.cookies.find((c) => c.name === 'podium_session')).toBeUndefined();
  });

  it('refuses a callback in a browser that never started the flow', async () => {
    const starter = new Agent(ctx.app);
    const back = discord.consent(await start(starter));
    const stranger = new Agent(ctx.app);
    const res = await callback(stranger, back);
    expect(res.headers.location).toBe('/login?error=state');
  });

  it('cannot sign in twice with one authorization code', async () => {
    agent = new Agent(ctx.app);
    const back = discord.consent(await start(agent));
    const saved = new Map(agent.cookies);
    await callback(agent, back);
    agent.cookies = saved;
    agent.cookies.delete('podium_session');
    const res = await callback(agent, back);
    expect(res.headers.location).toBe('/login?error=discord'); // Discord refuses the spent code
  });

  it('returns to /login when Discord refuses the code exchange', async () => {
    agent = new Agent(ctx.app);
    const back = new URL(discord.consent(await start(agent)));
    back.searchParams.set('code', 'not-a-real-code');
    const res = await callback(agent, back.toString());
    expect(res.headers.location).toBe('/login?error=discord');
  });

  it('rate-limits sign-in attempts', async () => {
    const limited = await (async () => {
      const { buildApp } = await import('../../src/app.ts');
      const { JsonCache } = await import('../../src/lib/cache.ts');
      const { LiveHub } = await import('../../src/lib/live.ts');
      return buildApp({
        config: testConfig({ LOGIN_RATE_LIMIT: '3', DISCORD_CLIENT_ID: 'x', DISCORD_CLIENT_SECRET: 'y' }),
        db: ctx.db,
        secret: 'x'.repeat(40),
        cache: new JsonCache(),
        live: new LiveHub(),
      });
    })();
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await limited.inject('/auth/discord')).statusCode);
    expect(codes).toEqual([302, 302, 302, 429, 429]);
    await limited.close();
  });
});

describe('when Discord is not configured (development without credentials)', () => {
  const bare = useTestApp();
  it('sends the visitor back to /login with a message instead of failing', async () => {
    const res = await bare.app.inject('/auth/discord');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=discord_unavailable');
    expect(json(await bare.app.inject('/api/r/settings')).success).toBe(true);
  });
});
