import { describe, expect, it } from 'vitest';
import { Agent, json, signedIn, testConfig, useTestApp } from '../helpers/app.ts';

/**
 * The API description maps every admin route: in production it answers Admins only, unless the
 * operator publishes it (PUBLIC_API_DOCS=true). Outside production it is open (openapi.test.ts).
 */
const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://podium.example',
  SESSION_SECRET: 's'.repeat(48),
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
};
const DOCS = ['/api/docs', '/api/docs/openapi.json'];
const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('API docs in production', () => {
  const ctx = useTestApp({}, { config: () => testConfig(productionEnv) });

  it('refuses a visitor with 401 and a member with 403, in the envelope', async () => {
    const guest = new Agent(ctx.app);
    const member = await signedIn(ctx, 'member');
    for (const url of DOCS) {
      const anonymous = await guest.get(url, { accept: 'application/json' });
      expect(anonymous.statusCode, url).toBe(401);
      expect(json(anonymous)).toMatchObject({ success: false, code: 'unauthorized' });
      const refused = await member.get(url, { accept: 'application/json' });
      expect(refused.statusCode, url).toBe(403);
      expect(json(refused)).toMatchObject({ success: false, code: 'forbidden' });
      expect(refused.body).not.toContain('openapi');
    }
  });

  it('shows a browser the sign-in page instead', async () => {
    const res = await new Agent(ctx.app).get('/api/docs', { accept: BROWSER });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Please sign in</h1>');
    expect(res.body).toContain('<a href="/login">Sign in</a>');
  });

  it('answers an Admin, and keeps the answer out of shared caches', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const document = await admin.get('/api/docs/openapi.json');
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: '3.1.0' });
    expect(document.headers['cache-control']).toBe('private, no-store');
    const page = await admin.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('API docs in production with PUBLIC_API_DOCS=true', () => {
  const ctx = useTestApp({}, { config: () => testConfig({ ...productionEnv, PUBLIC_API_DOCS: 'true' }) });

  it('answers everyone', async () => {
    for (const url of DOCS) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
