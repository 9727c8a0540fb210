import { commonErrorCodes } from '@podium/shared/common/errors';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH } from '@podium/shared/site-settings/boot';
import { storeErrorCodes } from '@podium/shared/store/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, HttpError, hasErrorCode } from '@/lib/http.ts';

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the HTTP client exposes the envelope code on failures', () => {
  it('carries the code, message and field errors of a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      reply(409, {
        success: false,
        data: null,
        message: 'This item has been bought and cannot be deleted. Deactivate it instead.',
        errors: null,
        code: storeErrorCodes.itemBought,
      }),
    );
    const error = await api.delete('/api/admin/store/items/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('store.item_bought');
    expect(hasErrorCode(error, storeErrorCodes.itemBought)).toBe(true);
    expect(hasErrorCode(error, storeErrorCodes.outOfStock)).toBe(false);
    expect((error as HttpError).serverMessage).toMatch(/cannot be deleted/);
  });

  it('decides on the code, not the status: a 401 without the code is not "signed out"', async () => {
    vi.stubGlobal('fetch', reply(401, { success: false, data: null, message: 'x', errors: null }));
    const bare = await api.get('/api/r/store').catch((e: unknown) => e);
    expect(hasErrorCode(bare, commonErrorCodes.unauthorized)).toBe(false);
    vi.stubGlobal(
      'fetch',
      reply(401, {
        success: false,
        data: null,
        message: 'Please sign in to continue.',
        errors: null,
        code: 'unauthorized',
      }),
    );
    const signedOut = await api.get('/api/r/store').catch((e: unknown) => e);
    expect(hasErrorCode(signedOut, commonErrorCodes.unauthorized)).toBe(true);
  });

  it('has no code when the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    const error = (await api.get('/api/r/store').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(0);
    expect(error.code).toBeNull();
  });
});

describe('the CSRF token of a write (decision 068)', () => {
  const envelope = (data: unknown, status = 200, code?: string) =>
    new Response(JSON.stringify({ success: status < 400, data, message: null, errors: null, code }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const clearCookie = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the app reads document.cookie
    document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  };
  beforeEach(clearCookie);
  afterEach(clearCookie);

  /** A server that hands out `token` at CSRF_PATH and accepts only `accepted` on writes. */
  const server = (token: string, accepted: string) => {
    const calls: Array<{ path: string; csrf: string | null }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        const csrf = (init.headers as Record<string, string>)[CSRF_HEADER] ?? null;
        calls.push({ path, csrf });
        if (path === CSRF_PATH) {
          // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the app reads document.cookie
          document.cookie = `${CSRF_COOKIE}=${token}; path=/`;
          return envelope({ csrf_token: token });
        }
        if (csrf !== accepted) return envelope(null, 403, commonErrorCodes.csrfInvalid);
        return envelope({ done: true });
      }),
    );
    return calls;
  };

  it("a visitor's page has no token: writes made at once share one ask, then carry its answer", async () => {
    const calls = server('visitor-token', 'visitor-token');
    const results = await Promise.all([api.post('/api/r/contact', {}), api.post('/api/r/raffles/1/enter')]);
    expect(results.map((r) => r.data)).toEqual([{ done: true }, { done: true }]);
    expect(calls.filter((c) => c.path === CSRF_PATH)).toHaveLength(1);
    expect(calls.filter((c) => c.path !== CSRF_PATH).map((c) => c.csrf)).toEqual([
      'visitor-token',
      'visitor-token',
    ]);
    // The cookie the answer set serves the next write: no second ask.
    await api.put('/api/r/profile', {});
    expect(calls.filter((c) => c.path === CSRF_PATH)).toHaveLength(1);
    // Reads never carry a token or ask for one.
    await api.get('/api/r/store').catch(() => null);
    expect(calls.at(-1)).toEqual({ path: '/api/r/store', csrf: null });
  });

  it('a refused token (signed in or out since the page came) is asked for again, and the write sent once more', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the app reads document.cookie
    document.cookie = `${CSRF_COOKIE}=old-session; path=/`;
    const calls = server('new-token', 'new-token');
    const answer = await api.post('/api/r/contact', {});
    expect(answer.data).toEqual({ done: true });
    expect(calls).toEqual([
      { path: '/api/r/contact', csrf: 'old-session' },
      { path: CSRF_PATH, csrf: null },
      { path: '/api/r/contact', csrf: 'new-token' },
    ]);
  });

  it('refused twice, the write fails with the refusal: no loop', async () => {
    const calls = server('useless', 'never');
    const error = await api.post('/api/r/contact', {}).catch((e: unknown) => e);
    expect(hasErrorCode(error, commonErrorCodes.csrfInvalid)).toBe(true);
    expect(calls.map((c) => c.path)).toEqual([CSRF_PATH, '/api/r/contact', CSRF_PATH, '/api/r/contact']);
  });
});
