import { commonErrorCodes } from '@podium/shared/common/errors';
import { storeErrorCodes } from '@podium/shared/store/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
