import type { FieldErrors } from '@podium/shared/common/envelope';
import { commonErrorCodes as common } from '@podium/shared/common/errors';
import type { z } from 'zod';

/** A domain error: a stable code, an HTTP status and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors | null = null,
  ) {
    super(message);
  }
}

/**
 * A feature's error factory (in `<feature>.errors.ts`): one stable code, one status, one safe message;
 * field errors, when the message belongs under a field, are given at the throw.
 */
export const defineError =
  (code: string, status: number, message: string) =>
  (fieldErrors: FieldErrors | null = null) =>
    new AppError(code, status, message, fieldErrors);

export const hasCode = (error: unknown, code: string): boolean =>
  error instanceof AppError && error.code === code;

/* The generic refusals; a feature's own refusals have their own codes. */
export const badRequest = (message: string, fieldErrors: FieldErrors | null = null) =>
  new AppError(common.badRequest, 400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(common.unauthorized, 401, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(common.forbidden, 403, message);
export const notFound = (message = 'Not found.') => new AppError(common.notFound, 404, message);

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** Validates input with a shared schema; bad input becomes a 400 with field errors, never a 500. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const errors = zodFieldErrors(result.error);
    const first = Object.entries(errors)[0];
    const message = first
      ? first[0] === '_'
        ? first[1][0]
        : `${first[0]}: ${first[1][0]}`
      : 'Invalid input';
    throw badRequest(message ?? 'Invalid input', errors);
  }
  return result.data;
}
