import { vi } from 'vitest';

/** Makes every request answer with this status and envelope (the app's one HTTP client reads it). */
export function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
