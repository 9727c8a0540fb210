import { z } from './zod.ts';

/** The largest Postgres `integer`: every serial id and every 32-bit column stays at or below it. */
export const MAX_INT32 = 2_147_483_647;

export const idMessages = {
  id: 'Must be an id',
  wholeNumber: 'Must be a whole number',
} as const;

/**
 * An id in a JSON body: a positive whole number that fits the integer column. Strict: `true`, `"5"`,
 * `5.5` or `1e10` are refused (no coercion), so `{"user_id": true}` is a 400, not user 1.
 */
export const id = (message: string = idMessages.id) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_INT32, message);
export const idSchema = id();

export interface IntParamOptions {
  min?: number;
  max?: number;
  message?: string;
}

/**
 * A whole number in a path segment or a query string: digits only (no sign, decimal point, exponent,
 * spaces or repeated keys), at most 10 of them, then bounded. `?page=1e3` or `?page=1&page=2` is a 400.
 */
export const intParam = ({
  min = 0,
  max = MAX_INT32,
  message = idMessages.wholeNumber,
}: IntParamOptions = {}) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** An id in a path segment or a query string ('42' → 42). */
export const idParam = (message: string = idMessages.id) => intParam({ min: 1, max: MAX_INT32, message });
export const idParamSchema = idParam();
