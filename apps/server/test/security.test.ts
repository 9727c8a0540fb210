import { describe, expect, it } from 'vitest';
import { Agent, json, signedIn, useTestApp, visitor } from './helpers/app.ts';

const ctx = useTestApp();

const validSettings = async () => (await ctx.app.inject('/api/r/settings')).json().data;

describe('CSRF', () => {
  it('refuses a state-changing call without the token, before any handler runs', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const settings = await validSettings();
    const res = await admin.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...settings, site_name: 'Hacked' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      success: false,
      data: null,
      message: 'Your security token is missing or has expired. Reload the page and try again.',
      errors: null,
    });
    expect((await validSettings()).site_name).not.toBe('Hacked');
  });

  it('refuses a wrong token and a token that belongs to another session', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const other = await signedIn(ctx, 'someone', 'Admin');
    admin.csrf = 'not-the-token';
    expect((await admin.post('/logout')).statusCode).toBe(403);
    admin.csrf = other.csrf;
    expect((await admin.post('/logout')).statusCode).toBe(403);
  });

  it('accepts the token embedded in the served page, for visitors too', async () => {
    const guest = await visitor(ctx);
    expect(guest.csrf).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const res = await guest.post('/auth/dev-login', { username: 'newbie' });
    expect(res.statusCode).toBe(200);
  });

  it('needs the token on DELETE and PUT as well', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      const res = await admin.request({ method, url: '/api/admin/affiliates/1', payload: {}, csrf: false });
      expect(res.statusCode, method).toBe(403);
    }
  });
});

describe('admin routes check the role on the server', () => {
  const routes = [
    ['GET', '/api/admin/settings'],
    ['GET', '/api/admin/affiliates'],
    ['GET', '/api/admin/leaderboards'],
    ['POST', '/api/admin/affiliates'],
    ['POST', '/api/admin/leaderboards'],
  ] as const;

  it('answers 401 to a visitor', async () => {
    const guest = await visitor(ctx);
    for (const [method, url] of routes) {
      const res = await guest.request({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each(['Member', 'VIP', 'Moderator'] as const)('answers 403 to a %s', async (role) => {
    const user = await signedIn(ctx, `a${role}`, role);
    for (const [method, url] of routes) {
      const res = await user.request({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res).success).toBe(false);
    }
  });

  it('lets an Admin in', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const [method, url] of routes.filter(([m]) => m === 'GET')) {
      expect((await admin.request({ method, url })).statusCode, url).toBe(200);
    }
  });
});

describe('sessions', () => {
  it('dev sign-in sets an HttpOnly, SameSite=Lax session cookie and the page then embeds the user', async () => {
    const guest = await visitor(ctx);
    const res = await guest.post('/auth/dev-login', { username: 'lucky_lena' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'podium_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(json(res).data).toMatchObject({
      username: 'lucky_lena',
      role: 'Member',
      avatar_url: expect.stringMatching(/^\/avatars\/default-[0-4]\.svg$/),
    });

    const page = await guest.page('/leaderboard');
    const boot = JSON.parse(
      /<script id="podium-boot" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!,
    );
    expect(Object.keys(boot.user).sort()).toEqual(
      [
        'id',
        'username',
        'name',
        'kick_username',
        'avatar',
        'avatar_url',
        'role',
        'bio',
        'crypto',
        'crypto2',
        'crypto3',
        'twitter_user',
        'instagram_user',
        'youtube_user',
        'tiktok_user',
      ].sort(),
    );
    expect(boot.user.username).toBe('lucky_lena');
    expect(boot.settings.site_name).toBe('Podium');
    expect(boot.devLogin).toBe(true);
  });

  it('signs in an existing member by name, case-insensitively, and creates unknown names as Members', async () => {
    const guest = await visitor(ctx);
    const first = json(await guest.post('/auth/dev-login', { username: 'Spinner' })).data as { id: number };
    const again = await visitor(ctx);
    const second = json(await again.post('/auth/dev-login', { username: 'spinner' })).data as {
      id: number;
      role: string;
    };
    expect(second.id).toBe(first.id);
    expect(second.role).toBe('Member');
  });

  it('refuses a bad dev sign-in name with a field error', async () => {
    const guest = await visitor(ctx);
    const res = await guest.post('/auth/dev-login', { username: 'x' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ username: ['Username must be at least 2 characters'] });
  });

  it('logout ends the session: the old cookie no longer signs anyone in', async () => {
    const member = await signedIn(ctx, 'leaver');
    const token = member.cookies.get('podium_session')!;
    const res = await member.post('/logout');
    expect(res.statusCode).toBe(200);
    expect(json(res).success).toBe(true);
    expect(member.cookies.has('podium_session')).toBe(false);

    const replay = new Agent(ctx.app);
    replay.cookies.set('podium_session', token);
    const page = await replay.page('/');
    expect(page.body).toContain('"user":null');
  });

  it('ignores a forged session cookie', async () => {
    const forged = new Agent(ctx.app);
    forged.cookies.set('podium_session', 'forged-token');
    expect((await forged.page('/')).body).toContain('"user":null');
    expect((await forged.get('/api/admin/settings')).statusCode).toBe(401);
  });
});

describe('bad input never becomes a 500', () => {
  it('answers 400 to malformed JSON, a wrong content type and an empty body', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const malformed = await admin.request({
      method: 'POST',
      url: '/api/admin/affiliates',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('The request body is not valid JSON.');
    const text = await admin.request({
      method: 'POST',
      url: '/api/admin/affiliates',
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect([400, 415]).toContain(text.statusCode);
    expect(json(text).success).toBe(false);
  });

  it('answers 404 to unknown or non-numeric ids', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const body = { name: 'X', logo_url: '', code: '', benefits: [], redirect_url: 'https://x.example' };
    expect((await admin.put('/api/admin/affiliates/999', body)).statusCode).toBe(404);
    expect((await admin.put('/api/admin/affiliates/abc', body)).statusCode).toBe(404);
    expect((await admin.put('/api/admin/affiliates/99999999999999999999', body)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/leaderboards/-1')).statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404, not the web page', async () => {
    const res = await ctx.app.inject('/api/r/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, message: 'Not found.' });
  });
});

describe('security headers and health', () => {
  it('sends a CSP the SPA works under, and frame protection', async () => {
    const res = await ctx.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://player.kick.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports health', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
