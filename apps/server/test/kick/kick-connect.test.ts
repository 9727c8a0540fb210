import { currentUserSchema } from '@podium/shared/common/user';
import { kickErrorMessage, kickErrors } from '@podium/shared/kick/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { users } from '../../src/features/users/users.table.ts';
import { FakeKick } from '../fakes/fake-kick.ts';
import { type Agent, json, signedIn, testConfig, useTestApp, visitor } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const kick = await new FakeKick().start();
afterAll(() => kick.stop());

const ctx = useTestApp(
  {},
  {
    config: () =>
      testConfig({
        PUBLIC_URL: 'http://localhost:3000',
        KICK_CLIENT_ID: kick.clientId,
        KICK_CLIENT_SECRET: kick.clientSecret,
        KICK_AUTH_URL: kick.baseUrl,
        KICK_API_URL: kick.baseUrl,
      }),
  },
);
beforeEach(() => {
  kick.nextUser = FakeKick.defaultUser();
  kick.failTokenWith = null;
});

/** Starts the connect as the browser would and returns Kick's authorize URL. */
async function start(agent: Agent) {
  const res = await agent.get('/auth/kick');
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

/** Follows Kick's redirect back to our callback (path and query, like the browser). */
async function callback(agent: Agent, redirect: string) {
  const url = new URL(redirect);
  expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/auth/kick/callback');
  return agent.get(`${url.pathname}${url.search}`);
}

const row = async (username: string) => (await findUserByUsername(ctx.db, username))!;

describe('Kick connect (OAuth 2.1, state + PKCE)', () => {
  it('sends a signed-out browser to sign in first', async () => {
    const res = await (await visitor(ctx)).get('/auth/kick');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?next=/settings');
  });

  it('sends the member to Kick with state, an S256 challenge, user:read and a localhost redirect URI', async () => {
    const agent = await signedIn(ctx, 'kate');
    const res = await agent.get('/auth/kick');
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${kick.baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: kick.clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/kick/callback',
      scope: 'user:read',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(res.cookies.find((c) => c.name === 'podium_kick_oauth')).toMatchObject({
      path: '/auth/kick',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
  });

  it('links the Kick account: kick_username and the Kick user id, then back to Settings', async () => {
    const agent = await signedIn(ctx, 'kate');
    const res = await callback(agent, kick.consent(await start(agent)));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/settings?kick=connected');
    const me = await row('kate');
    expect([me.kickUsername, me.kickUserId]).toEqual(['kick_kate', '4815162']);
    const profile = json<{ data: { kick_username: string } }>(await ctx.app.inject('/api/r/user/kate'));
    expect(profile.data.kick_username).toBe('kick_kate');
    expect(res.cookies.find((c) => c.name === 'podium_kick_oauth')?.value).toBe('');
  });

  it('lets a member reconnect the Kick account they already linked', async () => {
    const agent = await signedIn(ctx, 'kate');
    await callback(agent, kick.consent(await start(agent)));
    kick.nextUser = { ...FakeKick.defaultUser(), name: 'Kick_Kate_Renamed' };
    const res = await callback(agent, kick.consent(await start(agent)));
    expect(res.headers.location).toBe('/settings?kick=connected');
    expect((await row('kate')).kickUsername).toBe('Kick_Kate_Renamed');
  });

  it('refuses a callback whose state does not match', async () => {
    const agent = await signedIn(ctx, 'kate');
    const back = new URL(kick.consent(await start(agent)));
    back.searchParams.set('state', 'forged-state');
    const tokenRequests = kick.tokenRequests;
    const res = await callback(agent, back.toString());
    expect(res.headers.location).toBe('/settings?kick_error=state');
    expect((await row('kate')).kickUsername).toBeNull();
    expect(kick.tokenRequests).toBe(tokenRequests); // the code is never spent
  });

  it('refuses a callback in a browser that never started the connect', async () => {
    const starter = await signedIn(ctx, 'kate');
    const back = kick.consent(await start(starter));
    const other = await signedIn(ctx, 'mallory');
    const res = await callback(other, back);
    expect(res.headers.location).toBe('/settings?kick_error=state');
    expect((await row('mallory')).kickUsername).toBeNull();
  });

  it('refuses a connect started by one member and finished in another member’s session', async () => {
    const agent = await signedIn(ctx, 'kate');
    const back = kick.consent(await start(agent));
    const mallory = await signedIn(ctx, 'mallory');
    agent.cookies.set('podium_session', mallory.cookies.get('podium_session')!);
    const res = await callback(agent, back);
    expect(res.headers.location).toBe('/settings?kick_error=state');
    expect((await row('mallory')).kickUsername).toBeNull();
  });

  it('requires the member to still be signed in at the callback', async () => {
    const agent = await signedIn(ctx, 'kate');
    const back = kick.consent(await start(agent));
    agent.cookies.delete('podium_session');
    const res = await callback(agent, back);
    expect(res.headers.location).toBe('/login?next=/settings');
    expect((await row('kate')).kickUsername).toBeNull();
  });

  it('returns to Settings with kick_error=denied when the member cancels on Kick', async () => {
    const agent = await signedIn(ctx, 'kate');
    const res = await callback(agent, kick.consent(await start(agent), null));
    expect(res.headers.location).toBe('/settings?kick_error=denied');
    expect((await row('kate')).kickUsername).toBeNull();
  });

  it('refuses a Kick account already linked to another member (kick_error=taken)', async () => {
    const owner = await createUser(ctx.db, { username: 'owner' });
    await ctx.db
      .update(users)
      .set({ kickUsername: 'kick_kate', kickUserId: '4815162' })
      .where(eq(users.id, owner.id));
    const agent = await signedIn(ctx, 'kate');
    const res = await callback(agent, kick.consent(await start(agent)));
    expect(res.headers.location).toBe('/settings?kick_error=taken');
    expect((await row('kate')).kickUsername).toBeNull();
    expect((await row('owner')).kickUserId).toBe('4815162');
  });

  it('refuses a Kick name another member already holds, whatever its case', async () => {
    await createUser(ctx.db, { username: 'owner', kickUsername: 'KICK_KATE' });
    const agent = await signedIn(ctx, 'kate');
    const res = await callback(agent, kick.consent(await start(agent)));
    expect(res.headers.location).toBe('/settings?kick_error=taken');
  });

  it('links one Kick account to one member even when two finish the connect at once', async () => {
    const a = await signedIn(ctx, 'racer_a');
    const b = await signedIn(ctx, 'racer_b');
    const [backA, backB] = [kick.consent(await start(a)), kick.consent(await start(b))];
    const results = await Promise.all([callback(a, backA), callback(b, backB)]);
    expect(results.map((r) => r.headers.location).sort()).toEqual([
      '/settings?kick=connected',
      '/settings?kick_error=taken',
    ]);
    expect(await ctx.db.$count(users, eq(users.kickUserId, '4815162'))).toBe(1);
  });

  it('returns to Settings with kick_error=kick when Kick refuses the token exchange', async () => {
    const agent = await signedIn(ctx, 'kate');
    const back = kick.consent(await start(agent));
    kick.failTokenWith = 500;
    const res = await callback(agent, back);
    expect(res.headers.location).toBe('/settings?kick_error=kick');
    expect((await row('kate')).kickUsername).toBeNull();
  });

  it('returns to Settings with kick_error=kick for a bad or spent code', async () => {
    const agent = await signedIn(ctx, 'kate');
    const back = new URL(kick.consent(await start(agent)));
    back.searchParams.set('code', 'not-a-real-code');
    expect((await callback(agent, back.toString())).headers.location).toBe('/settings?kick_error=kick');
  });

  it('has a message for every error code the callback can send', () => {
    for (const code of ['state', 'denied', 'taken', 'kick', 'unavailable'] as const) {
      expect(kickErrorMessage(code)).toBe(kickErrors[code]);
    }
    expect(kickErrorMessage('something-else')).toBe(kickErrors.kick);
    expect(kickErrorMessage(null)).toBeNull();
  });
});

describe('POST /api/r/profile/disconnect-kick', () => {
  it('clears the Kick link and answers the updated user', async () => {
    const agent = await signedIn(ctx, 'kate');
    await callback(agent, kick.consent(await start(agent)));
    const res = await agent.post('/api/r/profile/disconnect-kick');
    expect(res.statusCode).toBe(200);
    const body = json<{ success: boolean; message: string; data: unknown; user: unknown }>(res);
    expect(body).toMatchObject({ success: true, message: 'Kick account disconnected successfully!' });
    expect(currentUserSchema.strict().parse(body.user)).toMatchObject({
      username: 'kate',
      kick_username: null,
    });
    expect(body.data).toEqual(body.user);
    const me = await row('kate');
    expect([me.kickUsername, me.kickUserId]).toEqual([null, null]);
  });

  it('frees the Kick account for another member once disconnected', async () => {
    const first = await signedIn(ctx, 'first');
    await callback(first, kick.consent(await start(first)));
    await first.post('/api/r/profile/disconnect-kick');
    const second = await signedIn(ctx, 'second');
    const res = await callback(second, kick.consent(await start(second)));
    expect(res.headers.location).toBe('/settings?kick=connected');
  });

  it('needs a signed-in member (401) and the CSRF token (403)', async () => {
    expect((await (await visitor(ctx)).post('/api/r/profile/disconnect-kick')).statusCode).toBe(401);
    const agent = await signedIn(ctx, 'kate');
    await callback(agent, kick.consent(await start(agent)));
    const res = await agent.request({ method: 'POST', url: '/api/r/profile/disconnect-kick', csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await row('kate')).kickUsername).toBe('kick_kate');
  });
});

describe('Kick connect without Kick credentials configured', () => {
  const bare = useTestApp();
  it('sends the member back to Settings with kick_error=unavailable', async () => {
    const agent = await signedIn(bare, 'kate');
    const res = await agent.get('/auth/kick');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/settings?kick_error=unavailable');
  });
});
