import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.ts';
import { type TestContext, testConfig, useTestApp } from '../helpers/app.ts';

/**
 * TRUST_PROXY decides whose X-Forwarded-For names the client (per-address rate limits count by it):
 * nobody's by default, never everybody's.
 */
describe('TRUST_PROXY parsing', () => {
  const trustProxy = (value?: string) =>
    testConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy by default, in production too', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count, or a comma-separated list of addresses, CIDR ranges and named ranges', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('loopback')).toEqual(['loopback']);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8,uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it.each(['true', '*', 'proxy.example', '10.0.0.0/33', '::1/129', '300.1.1.1', '1,,2', '11', '1.5'])(
    'refuses %j at start, naming the variable',
    (value) => {
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

/** An app whose one extra route answers the client address Fastify settled on. */
function appWith(env: Record<string, string>): TestContext {
  const ctx = useTestApp(env);
  beforeAll(() => {
    ctx.app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
  });
  return ctx;
}

const ipSeen = async (ctx: TestContext, remoteAddress: string, forwardedFor?: string) => {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return (await ctx.app.inject({ url: '/api/test/ip', remoteAddress, headers })).json().ip;
};

describe('without TRUST_PROXY', () => {
  const ctx = appWith({});

  it('takes the socket’s address and ignores X-Forwarded-For', async () => {
    expect(await ipSeen(ctx, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    expect(await ipSeen(ctx, '198.51.100.4', '203.0.113.9, 10.0.0.1')).toBe('198.51.100.4');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const ctx = appWith({ TRUST_PROXY: 'loopback, 10.0.0.0/8' });

  it('believes X-Forwarded-For from the trusted proxy only, up to the first untrusted hop', async () => {
    expect(await ipSeen(ctx, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(ctx, '10.1.2.3', '198.51.100.1, 203.0.113.9, 10.0.0.5')).toBe('203.0.113.9');
    expect(await ipSeen(ctx, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  const ctx = appWith({ TRUST_PROXY: '1' });

  it('takes the address the nearest proxy saw, whatever the client wrote before it', async () => {
    expect(await ipSeen(ctx, '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });
});
