import { CSRF_COOKIE, CSRF_PATH } from '@podium/shared/site-settings/boot';
import { describe, expect, it } from 'vitest';
import { CSRF_EXEMPT, skipsSessionLookup } from '../../src/plugins/auth.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { callOf, MUTATING, routeName } from '../helpers/routes.ts';

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
      code: 'csrf_invalid',
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

  it('accepts the token a visitor asks for before their first write', async () => {
    const guest = await visitor(ctx);
    expect(guest.csrf).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const res = await guest.post('/auth/dev-login', { username: 'newbie' });
    expect(res.statusCode).toBe(200);
  });

  it("gives a member their session's token, and takes it away on sign-out (decision 068)", async () => {
    const member = await signedIn(ctx, 'asker');
    const asked = await member.get(CSRF_PATH);
    expect(json(asked).data).toEqual({ csrf_token: member.csrf });
    const sessionToken = member.csrf;
    const out = await member.post('/logout');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBe('');
    expect(member.cookies.has(CSRF_COOKIE)).toBe(false);
    // The signed-out visitor's next write asks again and gets a token of their own.
    await member.page('/');
    expect(member.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(member.csrf).not.toBe(sessionToken);
    expect((await member.post('/api/r/contact', {})).statusCode).toBe(400);
  });

  it('needs the token on DELETE and PUT as well', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const method of ['DELETE', 'PUT'] as const) {
      const res = await admin.request({ method, url: '/api/admin/affiliates/1', payload: {}, csrf: false });
      expect(res.statusCode, method).toBe(403);
    }
  });
});

describe("CSRF on every mutating route, from the app's own route table", () => {
  it('refuses each POST, PUT, PATCH and DELETE without the header with 403 csrf_invalid, even for an Admin', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    // Signed third-party webhooks cannot hold a token and verify themselves (none exist yet).
    const mutating = ctx.routes.filter((r) => MUTATING.has(r.method) && !CSRF_EXEMPT.test(r.url));
    expect(mutating.map(routeName)).toEqual(
      expect.arrayContaining([
        'POST /logout',
        'POST /auth/dev-login',
        'POST /api/r/profile/update',
        'POST /api/r/friends/request',
        'DELETE /api/r/friends/:id',
        'POST /api/r/store/:itemId/redeem',
        'POST /api/staff/redemptions/:id/refund',
        'PUT /api/admin/settings',
        'DELETE /api/admin/users/:id/badges/:badgeId',
      ]),
    );
    for (const route of mutating) {
      const res = await admin.request({ ...callOf(route), csrf: false });
      expect(res.statusCode, routeName(route)).toBe(403);
      expect(json(res).code, routeName(route)).toBe('csrf_invalid');
    }
  });
});

describe('static-file paths', () => {
  it('skip the session lookup only for reads of the exact asset, avatar and icon paths', () => {
    for (const url of ['/assets/index-abc.js', '/avatars/1.png', '/favicon.svg', '/favicon.ico?v=2']) {
      expect(skipsSessionLookup('GET', url), url).toBe(true);
      expect(skipsSessionLookup('HEAD', url), url).toBe(true);
    }
    for (const url of [
      '/assets',
      '/assetsx/a',
      '/avatars-admin',
      '/favicon',
      '/favicon.svg.map',
      '/faviconx',
    ]) {
      expect(skipsSessionLookup('GET', url), url).toBe(false);
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(skipsSessionLookup(method, '/assets/index-abc.js'), method).toBe(false);
    }
  });

  it('a write to a path no route answers is a 404 with or without the token (every route needs it: above)', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const url of [
      '/assets/x.js',
      '/avatars/1.png',
      '/favicon.ico',
      '/faviconx',
      '/api/r/no-such-thing',
    ]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        for (const csrf of [false, true]) {
          const res = await admin.request({ method, url, payload: {}, csrf });
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(json(res).code, `${method} ${url}`).toBe('not_found');
        }
      }
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/r/no-such-thing', payload: {} });
    expect(anonymous.statusCode).toBe(404);
  });
});
