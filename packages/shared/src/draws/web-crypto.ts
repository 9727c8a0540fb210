/**
 * The draw's hashing with Web Crypto (SubtleCrypto SHA-256 and HMAC-SHA-256), for the browser: the
 * verify page recomputes a draw with these (draws/recompute.ts) where the server used node:crypto
 * (draws/draw.server.ts). Same bytes, same mapping — a unit test draws both ways for random seeds and
 * lists. SubtleCrypto exists only on secure pages (https, or localhost); elsewhere these throw.
 */
const utf8 = new TextEncoder();

function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle;
  if (!found)
    throw new Error('This browser cannot recompute the draw here: Web Crypto needs a secure (https) page.');
  return found;
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text's UTF-8 bytes, as 64 hex characters. */
export async function sha256Text(text: string): Promise<string> {
  return hex(await subtle().digest('SHA-256', utf8.encode(text)));
}

/** The server seed as an HMAC-SHA-256 key (its hex text's UTF-8 bytes, as node:crypto takes it). */
export function hmacKey(serverSeed: string): Promise<CryptoKey> {
  return subtle().importKey('raw', utf8.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

/**
 * Ticket indexes 0…count−1 for one nonce, as draws/draw.server.ts `ticketIndexes`: HMAC rounds 0, 1,
 * 2… over "clientSeed:nonce:round", 4 bytes big-endian at a time, a number k at or above
 * span × count skipped (span = floor(2^32 / count)), else ticket floor(k / span).
 */
export async function* ticketIndexes(
  key: CryptoKey,
  clientSeed: string,
  nonce: number,
  count: number,
): AsyncGenerator<number> {
  if (!Number.isSafeInteger(count) || count < 1 || count > 2 ** 32) return;
  const span = Math.floor(2 ** 32 / count);
  for (let round = 0; ; round++) {
    const bytes = new DataView(
      await subtle().sign('HMAC', key, utf8.encode(`${clientSeed}:${nonce}:${round}`)),
    );
    for (let i = 0; i < bytes.byteLength; i += 4) {
      const k = bytes.getUint32(i);
      if (k < span * count) yield Math.floor(k / span);
    }
  }
}
