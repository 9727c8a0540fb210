import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MINUTES, type Captcha } from '@podium/shared/contact/schemas';
import svgCaptcha from 'svg-captcha';
import type { DbOrTx } from '../../db/client.ts';
import { insertChallenge, sweepExpired, takeChallenge } from './captcha.repository.ts';

/**
 * The captcha (decision 021): svg-captcha draws a short code as distorted paths with noise lines (no
 * text in the SVG to read off); the code itself comes from node:crypto. The token is random; only its
 * SHA-256 and an HMAC of the answer under the app secret are stored, so a copy of the database reveals
 * neither. A token works once (using it deletes its row), for CAPTCHA_TTL_MINUTES; the answer is
 * compared case-insensitively, trimmed.
 */

/** No look-alikes: 0/O/o, 1/I/l/i, 2/Z/z, 5/S/s, 8/B, 9/g/q, u/v/U/V, c/C, w/W, x/X, k/K, p/P, y/Y. */
const ALPHABET = 'ACDEFGHJLMNQRT34679abdefhjmnrt';
const TTL_MS = CAPTCHA_TTL_MINUTES * 60_000;

/** Dark grey on a transparent ground: the page shows it on a light box (colour costs legibility). */
const drawing = { width: 150, height: 50, fontSize: 56, noise: 3, color: false };
/** The package's main export draws a given text (its typings declare only `create`, which picks its own). */
const draw = svgCaptcha as unknown as (text: string, options: typeof drawing) => string;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const answerHash = (secret: string, tokenHash: string, answer: string) =>
  createHmac('sha256', secret).update(`${tokenHash}:${answer.trim().toLowerCase()}`).digest();

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Sees every code issued. Only tests install one (`observeCaptchas`); production never does. */
type Observer = (token: string, answer: string) => void;
let observer: Observer | null = null;

/**
 * Test-only hook: the answer of every captcha issued from now on, so tests can solve them. The app
 * never routes to it, and it refuses to run in production.
 */
export function observeCaptchas(next: Observer | null): void {
  if (process.env.NODE_ENV === 'production')
    throw new Error('Captcha answers are never exposed in production');
  observer = next;
}

export interface CaptchaService {
  issue(now?: Date): Promise<Captcha>;
  /** True once for a live token with the right answer; false for a wrong answer or a used, expired or unknown token. */
  redeem(token: string, answer: string, now?: Date): Promise<boolean>;
}

export function captchaService(db: DbOrTx, secret: string): CaptchaService {
  return {
    async issue(now = new Date()) {
      const token = randomBytes(24).toString('base64url');
      const code = randomCode();
      const tokenHash = sha256(token);
      await sweepExpired(db, now);
      await insertChallenge(db, {
        tokenHash,
        answerHash: answerHash(secret, tokenHash, code).toString('base64url'),
        expiresAt: new Date(now.getTime() + TTL_MS),
      });
      observer?.(token, code);
      const svg = draw(code, drawing);
      return { token, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    async redeem(token, answer, now = new Date()) {
      const tokenHash = sha256(token);
      // Deleted whatever the answer: a token gets one try, so codes cannot be guessed one by one.
      const row = await takeChallenge(db, tokenHash);
      if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
      const expected = Buffer.from(row.answerHash, 'base64url');
      const actual = answerHash(secret, tokenHash, answer);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
