/**
 * Whether an error says the database is away rather than that a query was wrong: the connection was
 * refused, dropped or timed out, the server is shutting down or starting, or it has no connection to
 * spare. Such a failure is a 503 "we'll be right back" (plugins/errors.ts), not a 500 of ours.
 * Drizzle wraps the driver's error (DrizzleQueryError → `.cause`) and Node reports a refused
 * connection to a name with several addresses as an AggregateError; both are looked into.
 */

/** Node's network failures on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01–57P03 (admin or
 * crash shutdown, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** The pool's and the drivers' own words for a connection that is not there (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  // An outgoing HTTP call that failed (undici's "fetch failed") is a provider's outage, not ours.
  if (error instanceof TypeError && message === 'fetch failed') return false;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
