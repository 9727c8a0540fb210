import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, signedIn, testConfig, useTestApp } from '../helpers/app.ts';

/**
 * The one error handler owns every error: the router's, the body parser's, the static files' and the
 * database's refusals of bad input all answer in the envelope with a stable code and a message of
 * our own, which never repeats the request; a 5xx says nothing about why.
 */
const dist = mkdtempSync(join(tmpdir(), 'podium-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body></body></html>',
);
const ctx = useTestApp({}, { config: () => testConfig({ WEB_DIST_DIR: dist }) });

const pgError = (code: string) =>
  new Error('Failed query: insert into "users" … params: secret', {
    cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }),
  });

beforeAll(() => {
  // Routes that fail the way a handler can: a database refusal of bad input, and a fault of ours.
  ctx.app.get('/api/test/db/:code', async (request) => {
    throw pgError((request.params as { code: string }).code);
  });
  ctx.app.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED postgres://podium:hunter2@db:5432');
  });
});

function expectEnvelope(res: LightMyRequestResponse, status: number, code: string, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(json(res)).toEqual({ success: false, data: null, message, errors: null, code });
}

const badUrl = 'The address is not valid: it contains malformed percent-encoding.';

describe('the router’s refusals', () => {
  it('answers malformed percent-encoding in a path with a 400 that does not repeat the path', async () => {
    for (const url of [
      '/api/r/user/%zz',
      '/api/r/user/%c0%af',
      '/api/r/user/a%',
      '/%zz',
      '/assets/%ED%A0%80',
    ]) {
      const res = await ctx.app.inject(url);
      expectEnvelope(res, 400, 'bad_request', badUrl);
      expect(res.body, url).not.toContain('%');
    }
    const admin = await signedIn(ctx, 'boss', 'Admin');
    expectEnvelope(await admin.delete('/api/admin/badges/%zz'), 400, 'bad_request', badUrl);
  });

  it('answers a path parameter over the router’s length limit as an unknown thing: 404, on every method', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const long = '9'.repeat(101);
    expectEnvelope(await admin.delete(`/api/admin/badges/${long}`), 404, 'not_found', 'Not found.');
    expectEnvelope(await admin.post(`/api/r/friends/${long}/accept`, {}), 404, 'not_found', 'Not found.');
    expectEnvelope(await admin.get(`/api/r/user/${'a'.repeat(300)}`), 404, 'not_found', 'Not found.');
  });

  it('answers a file path the static files refuse (`..`, `//`) with 404, not 403', async () => {
    for (const url of ['/assets/a/../../x.js', '//assets//x.js']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res), url).toMatchObject({ success: false, code: 'not_found' });
    }
  });

  it('answers a page path too long for a file name as any unknown page: the file system is never asked', async () => {
    const long = await ctx.app.inject(`/${'a'.repeat(300)}`);
    const unknown = await ctx.app.inject('/no-such-page');
    expect(long.statusCode).toBe(unknown.statusCode);
    expect(long.headers['content-type']).toContain('text/html');
  });
});

describe('the body parser’s refusals', () => {
  it('says a body over the limit is too large, with 413 payload_too_large', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post('/api/admin/badges', { name: 'x'.repeat(300 * 1024) });
    expectEnvelope(res, 413, 'payload_too_large', 'The request body is too large.');
  });

  it('names a wrong content type, an empty body and invalid JSON for what they are', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const send = (payload: string, type: string) =>
      admin.request({ method: 'POST', url: '/api/admin/badges', payload, headers: { 'content-type': type } });
    expectEnvelope(
      await send('<badge/>', 'application/xml'),
      415,
      'unsupported_media_type',
      'Unsupported content type: send JSON.',
    );
    expectEnvelope(
      await send('', 'application/json'),
      400,
      'bad_request',
      'The request body is empty: send a JSON object.',
    );
    for (const payload of ['{"name":', "{'name':1}", '{"__proto__":{"a":1}}']) {
      expectEnvelope(
        await send(payload, 'application/json'),
        400,
        'bad_request',
        'The request body is not valid JSON.',
      );
    }
    const deep = await send(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json');
    expect(deep.statusCode).toBe(400);
    expect(json(deep)).toMatchObject({ success: false, code: 'bad_request' });
  });
});

describe('database refusals of bad input (the safety net behind validation)', () => {
  it.each([
    ['22021', 'Text contains characters that are not allowed.'],
    ['22P05', 'Text contains characters that are not allowed.'],
    ['22003', 'A number is out of range.'],
    ['22P02', 'A value is not in the expected format.'],
    ['22001', 'A value is too long.'],
  ])('answers SQLSTATE %s with 400 bad_request: %s', async (code, message) => {
    expectEnvelope(await ctx.app.inject(`/api/test/db/${code}`), 400, 'bad_request', message);
  });

  it('answers any other failure with a 500 that reveals nothing', async () => {
    for (const url of ['/api/test/crash', '/api/test/db/23505', '/api/test/db/42P01']) {
      const res = await ctx.app.inject(url);
      expectEnvelope(res, 500, 'internal', 'Something went wrong on our side. Please try again.');
      expect(res.body).not.toMatch(/postgres|hunter2|secret|UTF8|insert/i);
    }
  });
});
