import { isIP } from 'node:net';
import { z } from 'zod';

/** The parsers of the environment's own value formats (config.ts reads the variables with them). */

export const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Fastify's `trustProxy`: false (the default), a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

/** The option as Fastify's types take it: a hop count becomes "trust the first n hops". */
export const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe for the client's address (rate limits count per
 * address). Unset or `false`: nobody's. A number: that many proxy hops. Else a comma-separated list of
 * addresses, CIDR ranges and `loopback`/`linklocal`/`uniquelocal`. Never "everyone": behind a proxy
 * that does not overwrite the header, any client could then choose its own address.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^[0-9]+$/.test(value)) {
      if (Number(value) <= 10) return Number(value);
      ctx.addIssue({ code: 'custom', message: 'a hop count is at most 10' });
      return z.NEVER;
    }
    if (value === 'true' || value === '*') {
      ctx.addIssue({
        code: 'custom',
        message: 'trusting every address lets any client choose its own: name the proxies or a hop count',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `not an address, a CIDR range or loopback/linklocal/uniquelocal: ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * INTEGRATIONS_KEY: the AES-256 key that encrypts casino API keys at rest, 32 bytes as 64 hex digits
 * or base64. Unset: derived from the session secret (decision 026).
 */
export const integrationsKeySchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    if (bytes.length === 32) return bytes;
    ctx.addIssue({
      code: 'custom',
      message: 'must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)',
    });
    return z.NEVER;
  });

/** ADMIN_DISCORD_IDS: Discord user ids (snowflakes) that become Admin when they sign in. */
export const adminDiscordIdsSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const ids = value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const wrong = ids.filter((id) => !/^[0-9]{15,22}$/.test(id));
    if (wrong.length === 0) return ids;
    ctx.addIssue({
      code: 'custom',
      message: `not a Discord user id (15 to 22 digits): ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

const DURATION_UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A duration as people write it: `30m`, `6h`, `1d` (at least 5 minutes); milliseconds out. */
export const durationSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^([0-9]{1,5})([mhd])$/.exec(value);
    const ms = match ? Number(match[1]) * DURATION_UNITS[match[2] as keyof typeof DURATION_UNITS] : 0;
    if (ms >= 5 * 60_000) return ms;
    ctx.addIssue({ code: 'custom', message: 'a duration such as 30m, 6h or 1d (at least 5m)' });
    return z.NEVER;
  });
