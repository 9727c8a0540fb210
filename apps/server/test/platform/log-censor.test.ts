import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { censorFields, createLogger } from '../../src/logger.ts';

describe('log lines never carry keys, cookies or authorization headers', () => {
  it('censors them at the top and one or two levels down, without changing the caller’s object', () => {
    const fields = {
      api_key: 'k0',
      feed: { apiKey: 'k1', provider: 'shuffle' },
      req: { headers: { cookie: 'podium_session=s', authorization: 'Bearer t', accept: '*/*' } },
      list: [{ api_key: 'k2' }],
    };
    expect(censorFields(fields)).toEqual({
      api_key: '[redacted]',
      feed: { apiKey: '[redacted]', provider: 'shuffle' },
      req: { headers: { cookie: '[redacted]', authorization: '[redacted]', accept: '*/*' } },
      list: [{ api_key: '[redacted]' }],
    });
    expect(fields.feed.apiKey).toBe('k1');
    expect(fields.req.headers.cookie).toBe('podium_session=s');
  });

  it('gives back the very object when there is nothing to censor (the request line)', () => {
    const line = { method: 'GET', route: '/api/r/settings', status: 200, ms: 0.4 };
    expect(censorFields(line)).toBe(line);
  });

  it('censors what reaches the logger’s output', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger({ logLevel: 'info' }, {}, sink);
    log.info({ config: { api_key: 'sekrit' }, headers: { cookie: 'c=1' } }, 'x');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.join('')).not.toMatch(/sekrit|c=1/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      config: { api_key: '[redacted]' },
      headers: { cookie: '[redacted]' },
    });
  });
});
