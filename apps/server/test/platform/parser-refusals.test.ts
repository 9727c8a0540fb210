import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { JsonCache } from '../../src/lib/cache.ts';
import { LiveHub } from '../../src/lib/live.ts';
import { createLogger } from '../../src/logger.ts';
import { TEST_SECRET, testConfig } from '../helpers/app.ts';
import { testDatabase } from '../helpers/db.ts';

/**
 * What Node's HTTP parser refuses before any route or hook runs — headers over 16 KB, a request line
 * that is not HTTP — is answered in the envelope with a code, like every other refusal, on a real
 * socket (inject never goes through the parser).
 */
const lines: string[] = [];
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = testConfig({ LOG_LEVEL: 'debug' });
  app = await buildApp(
    {
      config,
      db: (await testDatabase()).db,
      secret: TEST_SECRET,
      cache: new JsonCache(),
      live: new LiveHub(),
    },
    { logger: createLogger(config, {}, sink) },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app?.close());

/** Sends bytes as they are and reads the answer until the server closes the connection. */
function exchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let raw = '';
    socket.on('data', (chunk) => {
      raw += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(raw));
  });
}

function parse(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = raw.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const body = raw.slice(end + 4);
  expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
  return { statusLine, headers, body: JSON.parse(body) as Record<string, unknown> };
}

describe('the HTTP parser’s refusals', () => {
  it('answers headers over 16 KB with 431 headers_too_large in the envelope', async () => {
    const secret = 'cookie-value-that-must-not-be-logged';
    const raw = await exchange(
      `GET / HTTP/1.1\r\nHost: podium.test\r\nCookie: podium_session=${secret}; big=${'a'.repeat(17 * 1024)}\r\n\r\n`,
    );
    const { statusLine, headers, body } = parse(raw);
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers.connection).toBe('close');
    expect(body).toEqual({
      success: false,
      data: null,
      message: 'The request headers are too large. Clearing this site’s cookies usually fixes it.',
      errors: null,
      code: 'headers_too_large',
    });
    const logged = lines.filter((line) => line.includes('HTTP parser'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.parse(logged.at(-1)!)).toMatchObject({ status: 431, parserError: 'HPE_HEADER_OVERFLOW' });
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('answers a malformed request line with 400 bad_request in the envelope', async () => {
    for (const bytes of [
      'NOT A REQUEST\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /\u0000 HTTP/1.1\r\n\r\n',
    ]) {
      const { statusLine, body } = parse(await exchange(bytes));
      expect(statusLine, bytes).toBe('HTTP/1.1 400 Bad Request');
      expect(body).toEqual({
        success: false,
        data: null,
        message: 'The request is not valid HTTP.',
        errors: null,
        code: 'bad_request',
      });
    }
  });
});
