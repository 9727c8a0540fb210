import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedIn, testConfig, useTestApp } from '../helpers/app.ts';

const dist = mkdtempSync(join(tmpdir(), 'podium-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>x</title><script type="module" src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{color:#123456}');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const ctx = useTestApp({}, { config: () => testConfig({ WEB_DIST_DIR: dist }) });

describe('serving the built SPA', () => {
  it("serves index.html with boot data for every non-API route, a member's CSRF token in a cookie", async () => {
    const member = await signedIn(ctx, 'spa_member');
    member.cookies.delete('podium_csrf');
    for (const url of ['/', '/leaderboard', '/admin-new/settings', '/no/such/page']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.cookies, url).toEqual([]); // a visitor's token is asked for on their first write
      const own = await member.get(url);
      expect(own.cookies.find((c) => c.name === 'podium_csrf')?.value, url).toBe(member.csrf);
      member.cookies.delete('podium_csrf');
      expect(res.body).toContain('<script id="podium-boot" type="application/json">');
      expect(res.body).toContain('<title>Podium</title>');
      expect(res.body).toContain('/assets/index-abc123.js');
    }
  });

  it('inlines the stylesheet, so the first paint waits for no second request', async () => {
    const body = (await ctx.app.inject('/')).body;
    expect(body).toContain('<style>body{color:#123456}</style>');
    // Only a disabled link (never fetched) stays, for the lazy-chunk loader to see.
    expect(body.match(/<link[^>]*index-abc123\.css[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-abc123.css" disabled>',
    ]);
  });

  it('links the stylesheet for a member, who has it from an earlier visit, rather than inline it', async () => {
    const member = await signedIn(ctx, 'stylish');
    const body = (await member.page('/leaderboard')).body;
    expect(body).toContain('"username":"stylish"');
    expect(body).not.toContain('<style>body{color:#123456}</style>');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves a hashed asset of a build made after start (a deploy rebuilds before the restart)', async () => {
    writeFileSync(join(dist, 'assets', 'later-def456.js'), 'console.log(1)');
    const res = await ctx.app.inject('/assets/later-def456.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses a page rendered per view, as any answer', async () => {
    const res = await ctx.app.inject({ url: '/admin-new/settings', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('caches other static files briefly', async () => {
    const res = await ctx.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    expect((await ctx.app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('escapes the embedded data so a settings value cannot close the script tag', async () => {
    const { saveSettings, defaultSettings } = await import(
      '../../src/features/site-settings/site-settings.repository.ts'
    );
    await saveSettings(ctx.db, {
      ...defaultSettings,
      site_description: '</script><script>alert(1)</script>',
    });
    const body = (await ctx.app.inject('/')).body;
    expect(body).not.toContain('</script><script>alert(1)');
    expect(body).toContain('\\u003c/script>');
  });

  it("puts text with replacement patterns ($' $` $&) into the page as written", async () => {
    const { saveSettings, defaultSettings } = await import(
      '../../src/features/site-settings/site-settings.repository.ts'
    );
    const text = "Win $' and $` and $& now";
    await saveSettings(ctx.db, { ...defaultSettings, site_name: text, site_description: text });
    ctx.app.deps.cache.invalidate();
    const body = (await ctx.app.inject('/raffles')).body;
    expect(body).toContain(`<meta name="description" content="Win $&#39; and $\` and $&amp; now">`);
    expect(body).toContain(`<title>Win $&#39; and $\` and $&amp; now</title>`);
    expect(body).toContain(`"site_name":"${text}"`);
    expect(body.match(/<\/head>/g)).toHaveLength(1);
    expect(body.match(/<div id="root">/g)).toHaveLength(1);
  });
});
