import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CSRF_COOKIE } from '@podium/shared/site-settings/boot';
import { describe, expect, it } from 'vitest';
import { signedIn, testConfig, useTestApp, visitor } from '../helpers/app.ts';
import { fakeWebBuild } from './fake-web-build.ts';

// Issue 27: anonymous page views are rendered once and shared, with no cookie (a visitor's CSRF token is
// asked for before their first write, decision 068); any live event or cache invalidation drops them.
// Requests that reach the settings route: a page takes a cached read from the cache, not the route.
let settingsRequests = 0;
const ctx = useTestApp(
  {},
  {
    config: () => testConfig({ WEB_DIST_DIR: fakeWebBuild(['/api/r/settings']) }),
    onRoute: (route) => {
      if (route.url !== '/api/r/settings' || route.method !== 'GET') return;
      const count = async () => {
        settingsRequests++;
      };
      route.onRequest = [
        count,
        ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []),
      ];
    },
  },
);

const renderOf = (body: string) => Number(/<!--render (\d+)-->/.exec(body)?.[1]);
const csrfCookieOf = (res: { cookies: Array<{ name: string; value: string; httpOnly?: boolean }> }) =>
  res.cookies.find((c) => c.name === CSRF_COOKIE);

describe('anonymous pages rendered once and shared', () => {
  it("two visitors get the same page, with no cookie and no one's token in it", async () => {
    const first = await ctx.app.inject('/leaderboard?shared=1');
    const second = await ctx.app.inject('/leaderboard?shared=1');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(renderOf(second.body)).toBe(renderOf(first.body));
    expect(first.body).not.toContain('csrf');
    // A visitor's page sets nothing: their token is asked for before their first write (decision 068).
    expect(first.cookies).toEqual([]);
    expect(second.cookies).toEqual([]);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('the token a visitor asks for is the one a write needs, and theirs alone', async () => {
    const agent = await visitor(ctx);
    const other = await visitor(ctx);
    expect(agent.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other.csrf).not.toBe(agent.csrf);
    const withToken = await agent.post('/api/r/contact', {});
    expect(withToken.statusCode).toBe(400);
    const without = await agent.request({ method: 'POST', url: '/api/r/contact', payload: {}, csrf: false });
    expect(without.statusCode).toBe(403);
    agent.csrf = other.csrf;
    expect((await agent.post('/api/r/contact', {})).statusCode).toBe(403);
  });

  it('a burst of visitors on a cold page costs one render', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => ctx.app.inject('/raffles?burst=1')));
    expect(new Set(answers.map((r) => renderOf(r.body))).size).toBe(1);
  });

  it('any cache invalidation or live event turns the page stale: the next view starts its render', async () => {
    const before = renderOf((await ctx.app.inject('/?drop=1')).body);
    expect(renderOf((await ctx.app.inject('/?drop=1')).body)).toBe(before);
    ctx.cache.invalidate('settings');
    const view = async () => renderOf((await ctx.app.inject('/?drop=1')).body);
    await expect.poll(view, { timeout: 1000, interval: 20 }).toBeGreaterThan(before);
    const afterInvalidation = await view();
    ctx.app.deps.live.publish('leaderboard');
    await expect.poll(view, { timeout: 1000, interval: 20 }).toBeGreaterThan(afterInvalidation);
  });

  it('a stream of changes costs a few renders a second, not one per change', async () => {
    const first = renderOf((await ctx.app.inject('/?stream=1')).body);
    for (let i = 0; i < 20; i++) {
      ctx.app.deps.live.publish('raffle');
      await ctx.app.inject('/?stream=1');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const last = renderOf((await ctx.app.inject('/?stream=1')).body);
    // 20 changes in about 0.3 s: renders start 200 ms apart at most.
    expect(last - first).toBeGreaterThan(0);
    expect(last - first).toBeLessThanOrEqual(3);
  });

  it('after a second, serves the page once more while it renders the next one', async () => {
    const before = renderOf((await ctx.app.inject('/?ttl=1')).body);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Nobody waits for the once-a-second render: this view gets the last page and starts the next.
    expect(renderOf((await ctx.app.inject('/?ttl=1')).body)).toBe(before);
    await expect.poll(async () => renderOf((await ctx.app.inject('/?ttl=1')).body)).toBeGreaterThan(before);
  });

  it('keeps one page per cookie-banner state', async () => {
    const none = await ctx.app.inject('/?consent=1');
    const accepted = await ctx.app.inject({ url: '/?consent=1', cookies: { cookie_consent: 'accepted' } });
    expect(none.body).toContain('"cookie_consent":null');
    expect(accepted.body).toContain('"cookie_consent":"accepted"');
  });

  it('sends the stored brotli or gzip bytes of the same page', async () => {
    const plain = await ctx.app.inject('/?enc=1');
    const br = await ctx.app.inject({ url: '/?enc=1', headers: { 'accept-encoding': 'br' } });
    const gz = await ctx.app.inject({ url: '/?enc=1', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it("takes a cached read's value from the cache: no request to its route, the same data", async () => {
    const member = await signedIn(ctx, 'page_cache_reader');
    const before = settingsRequests;
    const page = await member.get('/?reads=1');
    expect(settingsRequests).toBe(before);
    const api = await member.get('/api/r/settings');
    expect(settingsRequests).toBe(before + 1);
    const settings = (JSON.parse(api.body) as { data: { site_name: string } }).data;
    expect(page.body).toContain(`"queryKey":["/api/r/settings"],"data":${JSON.stringify(settings)}`);
  });

  it('never shares a signed-in page: each view is rendered with the member', async () => {
    const member = await signedIn(ctx, 'page_cache_member');
    const one = await member.get('/?member=1');
    const two = await member.get('/?member=1');
    expect(one.body).toContain('"username":"page_cache_member"');
    expect(renderOf(two.body)).toBeGreaterThan(renderOf(one.body));
    // The session's token came with the first page; a page sets it again only when the browser lacks it.
    expect(member.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrfCookieOf(one)).toBeUndefined();
    member.cookies.delete(CSRF_COOKIE);
    expect(csrfCookieOf(await member.get('/?member=1'))?.value).toBe(member.csrf);
    // The anonymous page of the same URL does not carry the member.
    expect((await ctx.app.inject('/?member=1')).body).not.toContain('page_cache_member');
  });
});
