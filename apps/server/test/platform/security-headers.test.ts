import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER } from '../../src/plugins/after-paint.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';

const ctx = useTestApp();

/** The one inline script the policy allows, by its hash (decision 029). */
const loaderHash = createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64');

/** What helmet sent per request before the headers were worked out once (decision 015): unchanged. */
const expected = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    `img-src 'self' data: https:;object-src 'none';script-src 'self' 'sha256-${loaderHash}';script-src-attr 'none';` +
    "style-src 'self' 'unsafe-inline';connect-src 'self';frame-src https://player.kick.com https://www.youtube.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const securityHeaders = (res: LightMyRequestResponse) =>
  Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));

describe('security headers', () => {
  it('are on every kind of response, the same each time', async () => {
    const cached = await ctx.app.inject({
      url: '/api/r/leaderboard',
      headers: { 'accept-encoding': 'gzip' },
    });
    const member = await signedIn(ctx, 'lucky');
    const responses: Record<string, LightMyRequestResponse> = {
      page: await ctx.app.inject('/'),
      'cached read': cached,
      'cached read, 304': await ctx.app.inject({
        url: '/api/r/leaderboard',
        headers: { 'if-none-match': cached.headers.etag as string },
      }),
      'signed-in read': await member.get('/api/r/store'),
      'unknown API path': await ctx.app.inject('/api/r/nothing-here'),
      'signed out': await (await visitor(ctx)).get('/api/admin/settings'),
      'refused CSRF': await member.request({ method: 'POST', url: '/logout', csrf: false }),
      'bad JSON': await member.request({
        method: 'POST',
        url: '/api/r/profile/update',
        payload: '{"bio":',
        headers: { 'content-type': 'application/json' },
      }),
      health: await ctx.app.inject('/healthz'),
    };
    for (const [kind, res] of Object.entries(responses)) {
      expect(securityHeaders(res), `${kind} (${res.statusCode})`).toEqual(expected);
    }
    expect(responses['cached read, 304']!.statusCode).toBe(304);
    expect(json(responses['refused CSRF']!).code).toBe('csrf_invalid');
  });
});
