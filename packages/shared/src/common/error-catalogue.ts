/**
 * What an error catalogue is (decision 038): each feature's `errors.ts` defines its refusals once,
 * each with its stable code (the envelope's `code`), its HTTP status and its words for people. The
 * server raises them (`serverErrors` in apps/server/src/lib/errors.ts); the web compares their codes
 * and shows their words. A catalogue imports nothing but this file and common/errors.ts (the common
 * refusals), so any page reads it without loading zod; this file is apart from the common refusals so
 * a page whose feature restates none does not load them.
 */
/** The statuses a refusal may carry. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 429 | 431 | 500 | 502 | 503;

/** One refusal, defined once. */
export interface ErrorEntry {
  /** `<feature>.<snake_case>`, or a common code when the entry restates a common refusal. */
  readonly code: string;
  readonly status: ErrorStatus;
  /** People's words; a function when they name figures known only when it is raised (a limit, a price). */
  readonly message: string | ((...figures: never[]) => string);
  /** The form field the words belong under (the envelope's `errors`), when they are about one. */
  readonly field?: string;
}

/** A feature's refusals by name: `export const xErrors = { … } as const satisfies ErrorCatalogue`. */
export type ErrorCatalogue = Readonly<Record<string, ErrorEntry>>;

/** The figures an entry's words take (none for fixed words). */
export type ErrorFigures<E extends ErrorEntry> = E['message'] extends (...figures: infer A) => string
  ? A
  : [];

/** An entry's words, its figures filled in: what the server answers and the web shows. */
export const errorMessage = <E extends ErrorEntry>(entry: E, ...figures: ErrorFigures<E>): string =>
  typeof entry.message === 'function' ? entry.message(...(figures as never[])) : entry.message;

/** A catalogue's codes by name. */
export type ErrorCodes<C extends ErrorCatalogue> = { readonly [K in keyof C]: C[K]['code'] };

/**
 * The codes of a catalogue, derived from it (`xErrorCodes.notFound` is `xErrors.notFound.code`), for
 * the places that only compare or send a code.
 */
export const errorCodes = <const C extends ErrorCatalogue>(catalogue: C): ErrorCodes<C> =>
  Object.fromEntries(Object.entries(catalogue).map(([name, entry]) => [name, entry.code])) as ErrorCodes<C>;
