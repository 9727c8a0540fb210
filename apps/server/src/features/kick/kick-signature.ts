import { constants, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { z } from 'zod';

/**
 * Kick's webhook signature (shared/INTEGRATIONS.md): RSA PKCS#1 v1.5 with SHA-256 over the bytes
 * `${messageId}.${timestamp}.${rawBody}`, base64 in Kick-Event-Signature, checked with Kick's public
 * key from `GET {KICK_API_URL}/public/v1/public-key`. The key is fetched once per process and kept an
 * hour; a signature that fails with a key older than a minute fetches it again once (Kick rotated it).
 */
const KEY_TTL_MS = 3_600_000;
const REFETCH_AFTER_MS = 60_000;

const keySchema = z.object({ data: z.object({ public_key: z.string().min(1).max(10_000) }) });

interface CachedKey {
  key: Promise<KeyObject>;
  fetchedAt: number;
}
const keys = new Map<string, CachedKey>();

async function fetchKey(apiUrl: string): Promise<KeyObject> {
  const res = await fetch(`${apiUrl}/public/v1/public-key`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`public-key answered ${res.status}`);
  const body = keySchema.parse(await res.json());
  return createPublicKey(body.data.public_key);
}

function cachedKey(apiUrl: string, fresh: boolean): CachedKey {
  const now = Date.now();
  const cached = keys.get(apiUrl);
  if (cached && !fresh && now - cached.fetchedAt < KEY_TTL_MS) return cached;
  const entry = { key: fetchKey(apiUrl), fetchedAt: now };
  // A failed fetch is not kept: the next delivery tries again.
  entry.key.catch(() => keys.get(apiUrl) === entry && keys.delete(apiUrl));
  keys.set(apiUrl, entry);
  return entry;
}

/** Forgets the cached keys (tests that switch Kick's key). */
export const forgetKickKeys = () => keys.clear();

export interface SignedParts {
  messageId: string;
  timestamp: string;
  rawBody: Buffer;
  signature: string;
}

function check(key: KeyObject, p: SignedParts): boolean {
  try {
    return verify(
      'sha256',
      Buffer.concat([Buffer.from(`${p.messageId}.${p.timestamp}.`), p.rawBody]),
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(p.signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** True when Kick signed these exact bytes. Throws only when Kick's key cannot be had. */
export async function verifyKickSignature(apiUrl: string, parts: SignedParts): Promise<boolean> {
  const cached = cachedKey(apiUrl, false);
  if (check(await cached.key, parts)) return true;
  if (Date.now() - cached.fetchedAt < REFETCH_AFTER_MS) return false;
  return check(await cachedKey(apiUrl, true).key, parts);
}
