import { randomFillSync } from 'node:crypto';

/** Bytes drawn from node:crypto at a time: 256 tokens of 32 bytes. */
const BLOCK = 8192;
const pool = Buffer.alloc(BLOCK);
let used = BLOCK;

/**
 * A random token of `bytes` bytes from node:crypto, base64url. Each call used to ask OpenSSL for its
 * own 32 bytes, a tenth of the busy time of an anonymous page view (every new visitor gets a cookie,
 * issue 27); the bytes now come from a block drawn at once and are each handed out once, then zeroed,
 * as Node does for `crypto.randomUUID()`.
 */
export function randomToken(bytes = 32): string {
  if (bytes > BLOCK) throw new RangeError(`randomToken: at most ${BLOCK} bytes`);
  if (used + bytes > BLOCK) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  pool.fill(0, used, used + bytes);
  used += bytes;
  return token;
}
