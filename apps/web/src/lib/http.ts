import { CSRF_INVALID_CODE } from '@podium/shared/common/csrf';
import type { Envelope, FieldErrors } from '@podium/shared/common/envelope';
import { CSRF_HEADER } from '@podium/shared/site-settings/boot';
import { csrfTokenForWrite } from './csrf.ts';

/**
 * A failed call: the HTTP status, the server's message (if any), its field errors and the envelope's
 * stable `code` (`store.item_bought`, `unauthorized`… from `@podium/shared/<feature>/errors`). Decide on the
 * code, never on the status; the status is 0 when the server could not be reached.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly fieldErrors: FieldErrors | null,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** Whether a call failed with this envelope code. */
export const hasErrorCode = (error: unknown, code: string): boolean =>
  error instanceof HttpError && error.code === code;

/**
 * The one HTTP client: JSON in and out, the CSRF header on every state-changing call, and the
 * envelope unwrapped. Resolves to the whole envelope so callers can read `message` too.
 */
export async function request<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const writes = method !== 'GET' && method !== 'HEAD';
  try {
    return await send<T>(method, path, body, writes ? await csrfTokenForWrite() : null);
  } catch (error) {
    // A token refused before any handler ran (the session changed since the page came): once more
    // with a fresh one, which is what reloading the page would do.
    if (!writes || !hasErrorCode(error, CSRF_INVALID_CODE)) throw error;
    return send<T>(method, path, body, await csrfTokenForWrite(true));
  }
}

async function send<T>(
  method: string,
  path: string,
  body: unknown,
  csrf: string | null,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (csrf !== null) {
    headers[CSRF_HEADER] = csrf;
    headers['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      // Public reads may be kept by CDNs and browsers for a few seconds (Cache-Control: public); the app
      // asks every time, with the ETag, so a live update's refetch is never answered from a stale copy.
      cache: 'no-cache',
      body: body === undefined ? (headers['content-type'] ? '{}' : undefined) : JSON.stringify(body),
    });
  } catch {
    throw new HttpError(0, 'Failed to connect to server', null, null);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!res.ok || !envelope || envelope.success === false) {
    const serverMessage = envelope?.message ?? null;
    throw new HttpError(
      res.status,
      serverMessage ?? `Request failed (${res.status})`,
      serverMessage,
      envelope?.errors ?? null,
      envelope?.code ?? null,
    );
  }
  return envelope;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** A page of a list and where it sits among the pages (lists that answer `pagination`, SPEC §7). */
export interface Paged<T> {
  data: T;
  pagination: { page: number; per_page: number; total: number; total_pages: number };
}

/**
 * A page of a paged list, for query functions: the data and the pagination beside it. Reads of such
 * lists say `meta: { path, paged: true }`, so the server-rendered cache holds the same shape.
 */
export async function getPage<T>(path: string): Promise<Paged<T>> {
  const envelope = (await api.get<T>(path)) as Envelope<T> & Pick<Paged<T>, 'pagination'>;
  return { data: envelope.data as T, pagination: envelope.pagination };
}

/** The data of a GET, for query functions. */
export async function getData<T>(path: string): Promise<T> {
  const envelope = await api.get<T>(path);
  return envelope.data as T;
}
