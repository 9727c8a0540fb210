import type { FieldErrors } from '@podium/shared/common/envelope';
import type { ErrorCatalogue, ErrorEntry } from '@podium/shared/common/error-catalogue';
import { commonErrors } from '@podium/shared/common/errors';
import { validationMessages } from '@podium/shared/common/validation-messages';
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
 * The error of a catalogue entry (packages/shared/src/<feature>/errors.ts, decision 038): its code and
 * status, in the words given (the entry's with its figures filled in, or the server's own detail), with
 * the field errors given, else the words under the entry's field when it has one.
 */
export function errorOf(entry: ErrorEntry, message: string, fieldErrors?: FieldErrors | null): AppError {
  const errors = fieldErrors !== undefined ? fieldErrors : entry.field ? { [entry.field]: [message] } : null;
  return new AppError(entry.code, entry.status, message, errors);
}

/** How an entry is raised: with its figures when its words take some, else with optional field errors. */
export type ErrorFactory<E extends ErrorEntry> = E['message'] extends (...figures: infer A) => string
  ? (...figures: A) => AppError
  : (fieldErrors?: FieldErrors | null) => AppError;

export type ServerErrors<C extends ErrorCatalogue> = { readonly [K in keyof C]: ErrorFactory<C[K]> };

const factoryOf = (entry: ErrorEntry) => {
  const { message } = entry;
  return typeof message === 'function'
    ? (...figures: never[]) => errorOf(entry, message(...figures))
    : (fieldErrors?: FieldErrors | null) => errorOf(entry, message, fieldErrors);
};

/**
 * A feature's error factories (its `<feature>.errors.ts`), one per entry of its shared catalogue:
 * `raffleErrors.notFound()`, `raffleErrors.ticketLimit(max)`, `leaderboardErrors.startBeforeCurrent(fieldErrors)`.
 */
export const serverErrors = <const C extends ErrorCatalogue>(catalogue: C): ServerErrors<C> =>
  Object.fromEntries(
    Object.entries(catalogue).map(([name, entry]) => [name, factoryOf(entry)]),
  ) as ServerErrors<C>;

export const hasCode = (error: unknown, code: string): boolean =>
  error instanceof AppError && error.code === code;

/* The common refusals, in the caller's words where it knows more (a feature's own are in its catalogue). */
export const badRequest = (message: string, fieldErrors: FieldErrors | null = null) =>
  errorOf(commonErrors.badRequest, message, fieldErrors);
export const unauthorized = (message: string = commonErrors.unauthorized.message) =>
  errorOf(commonErrors.unauthorized, message);
export const forbidden = (message: string = commonErrors.forbidden.message) =>
  errorOf(commonErrors.forbidden, message);
export const notFound = (message: string = commonErrors.notFound.message) =>
  errorOf(commonErrors.notFound, message);

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/**
 * Bad input as a 400 with field errors, never a 500. The message never names a field (the words are
 * shown under it): one refused field's own words, or "Check the highlighted fields" when several are
 * (decision 049). A route's declared parts are refused with it before the handler (lib/validation.ts).
 */
export function invalidInput(error: z.ZodError): AppError {
  const errors = zodFieldErrors(error);
  const fields = Object.values(errors);
  const message =
    fields.length === 1 && fields[0]?.[0]
      ? fields[0][0]
      : fields.length > 1
        ? validationMessages.checkFields
        : undefined;
  return badRequest(message ?? commonErrors.badRequest.message, errors);
}
