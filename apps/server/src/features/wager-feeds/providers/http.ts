import type { z } from 'zod';
import { FeedError } from './types.ts';

const TIMEOUT_MS = 15_000;
/** A casino answer larger than this is refused (about 50,000 players fit well within). */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 86_400) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * Calls a casino and parses its JSON answer with the adapter's zod schema. Every failure becomes a
 * FeedError with a message naming the casino and the status, never the URL or the key.
 */
export async function callJson<S extends z.ZodType>(
  label: string,
  url: URL,
  init: RequestInit & { signal?: AbortSignal },
  schema: S,
): Promise<z.infer<S>> {
  const signal = init.signal
    ? AbortSignal.any([init.signal, AbortSignal.timeout(TIMEOUT_MS)])
    : AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal,
      redirect: 'error',
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new FeedError(
      'network',
      timedOut ? `${label} did not answer in time` : `${label} could not be reached`,
    );
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new FeedError(
      'rate_limited',
      `${label} is rate-limiting this key (429)`,
      retryAfter(response.headers.get('retry-after')),
    );
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new FeedError('unauthorized', `${label} refused the API key (${response.status})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError('http', `${label} answered ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new FeedError('malformed', `${label} answered too much data`);
  }
  let body: unknown;
  try {
    const text = await response.text();
    if (text.length > MAX_BODY_BYTES) throw new Error('too large');
    body = JSON.parse(text);
  } catch {
    throw new FeedError('malformed', `${label} answered something that is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new FeedError('malformed', `${label} answered in an unexpected format${where}`);
  }
  return parsed.data;
}

/** YYYY-MM-DD of a moment, in UTC. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);
