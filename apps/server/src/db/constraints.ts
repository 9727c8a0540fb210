/**
 * The one place that reads Postgres errors. Both drivers raise an error carrying the SQLSTATE `code`
 * and the `constraint` name, which Drizzle wraps (DrizzleQueryError → `.cause`); the walker finds it.
 * Features turn their unique and check violations into domain errors with a map by constraint name.
 */

import { type AppError, badRequest } from '../lib/errors.ts';

const UNIQUE_VIOLATION = '23505';

export interface PgViolation {
  /** SQLSTATE, e.g. 23505. */
  code: string;
  /** The violated constraint or index, when the error names one. */
  constraint: string | undefined;
}

/** The Postgres error inside a (possibly wrapped) error, if there is one. */
export function pgViolation(error: unknown): PgViolation | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Postgres error code of a (possibly wrapped) database error: 23505 unique, 23514 check… */
export const pgErrorCode = (error: unknown): string | undefined => pgViolation(error)?.code;

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === UNIQUE_VIOLATION;

/**
 * A feature's domain error for each of its constraints by name: unique indexes (23505), checks (23514)
 * and foreign keys (23503).
 */
export type ConstraintErrors = Readonly<Record<string, () => Error>>;

/**
 * The domain error for a violated constraint the map names, else the error itself: use as
 * `catch (error) { throw constraintError(error, purchaseConstraints); }`.
 */
export function constraintError(error: unknown, map: ConstraintErrors): unknown {
  const violation = pgViolation(error);
  const name = violation?.constraint;
  return name && Object.hasOwn(map, name) ? map[name]!() : error;
}

/**
 * What the database says to input it cannot store, by SQLSTATE: text with NUL or bytes invalid in
 * UTF-8, numbers past a column's range, values in the wrong format, text too long for an index.
 * Validation refuses these first; this is the safety net behind it, so bad input is never a 500.
 */
const invalidInputMessages: Readonly<Record<string, string>> = {
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22021': 'Text contains characters that are not allowed.',
  '22P02': 'A value is not in the expected format.',
  '22P05': 'Text contains characters that are not allowed.',
  '54000': 'A value is too large.',
};

/** The 400 for a database refusal of bad input (see above), or undefined for any other error. */
export function invalidInputError(error: unknown): AppError | undefined {
  const code = pgErrorCode(error);
  const message = code && Object.hasOwn(invalidInputMessages, code) ? invalidInputMessages[code] : undefined;
  return message ? badRequest(message) : undefined;
}
