import { describe, expect, it } from 'vitest';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';

const ctx = useTestApp();

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

  it('gives every refusal a stable code: the framework’s, the guards’ and our own', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const malformed = await admin.request({
      method: 'POST',
      url: '/api/admin/affiliates',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(json(malformed).code).toBe('bad_request');
    const text = await admin.request({
      method: 'POST',
      url: '/api/admin/affiliates',
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(json(text).code).toBe(text.statusCode === 415 ? 'unsupported_media_type' : 'bad_request');
    const huge = await admin.post('/api/admin/affiliates', { name: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(json(huge).code).toBe('payload_too_large');
    expect(json(await admin.post('/api/admin/affiliates', {})).code).toBe('bad_request');
    const body = { name: 'X', logo_url: '', code: '', benefits: [], redirect_url: 'https://x.example' };
    expect(json(await admin.put('/api/admin/affiliates/abc', body)).code).toBe('not_found');
    expect(json(await admin.put('/api/admin/affiliates/999', body)).code).toBe('affiliates.not_found');
    expect(json(await ctx.app.inject('/api/r/nothing-here')).code).toBe('not_found');
    expect(json(await (await visitor(ctx)).get('/api/admin/settings')).code).toBe('unauthorized');
    expect(json(await (await signedIn(ctx, 'plain')).get('/api/admin/settings')).code).toBe('forbidden');
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
