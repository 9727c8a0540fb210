import type { FieldErrors } from '@podium/shared/envelope';
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

export const badRequest = (message: string, fieldErrors: FieldErrors | null = null) =>
  new AppError('bad_request', 400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('unauthorized', 401, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('forbidden', 403, message);
export const notFound = (message = 'Not found.') => new AppError('not_found', 404, message);
export const conflict = (code: string, message: string) => new AppError(code, 409, message);

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
