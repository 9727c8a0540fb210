import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-types.ts';

/**
 * Casino API keys at rest: AES-256-GCM (node:crypto) with a fresh 12-byte IV per value and its
 * 16-byte tag. The key is INTEGRATIONS_KEY, or, when it is unset, derived from the session secret with
 * HKDF-SHA256, so the embedded default keeps working with no environment (decision 026).
 */
export function integrationsKey({ config, secret }: Pick<AppDeps, 'config' | 'secret'>): Buffer {
  const configured = config.wagerFeeds.integrationsKey;
  if (configured) return configured;
  return Buffer.from(hkdfSync('sha256', secret, 'podium', 'podium integrations key v1', 32));
}

const VERSION = 'v1';
const b64 = (b: Buffer) => b.toString('base64url');

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
}

/** The plain value, or null when it was sealed with another key (or is damaged): the tag does not match. */
export function decryptSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export const lastFour = (plain: string) => [...plain].slice(-4).join('');
