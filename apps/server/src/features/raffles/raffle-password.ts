import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The raffle password is a word the streamer says on stream: stored as scrypt, compared in constant
 * time. Members type it as they heard it, so it is compared trimmed, Unicode-normalised (NFKC) and
 * case-insensitively.
 */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

const normalise = (password: string) => password.normalize('NFKC').trim().toLowerCase();

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(normalise(password), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** `scrypt$N$r$p$salt$key` (salt and key in base64url). */
export async function hashRafflePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether `password` is the one `stored` was made from; false for anything malformed. */
export async function rafflePasswordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
