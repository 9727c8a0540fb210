import { envelopeOf, ok } from '@podium/shared/common/envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from '../../src/lib/response-serializer.ts';
import { signedIn, useTestApp } from '../helpers/app.ts';

/** Answers serialised by their declared schema (decision 017). */
const ctx = useTestApp();

describe('serialising by schema', () => {
  const answer = envelopeOf(
    z.object({
      id: z.number().int(),
      owner: z.object({ name: z.string() }).nullable(),
      tags: z.array(z.object({ label: z.string() })),
    }),
  );
  const serialise = responseSerializer({ schema: answer, method: 'GET', url: '/example' });

  it('writes only what the schema declares, however deep, nullable objects included', () => {
    const sent = {
      ...ok({
        id: 1,
        secret: 'hash',
        owner: { name: 'Ann', email: 'a@x' },
        tags: [{ label: 'a', internal: 1 }],
      }),
      debug: true,
    };
    expect(JSON.parse(serialise(sent))).toEqual(
      ok({ id: 1, owner: { name: 'Ann' }, tags: [{ label: 'a' }] }),
    );
    expect(JSON.parse(serialise(ok({ id: 2, owner: null, tags: [] })))).toEqual(
      ok({ id: 2, owner: null, tags: [] }),
    );
  });

  it('compiles each declared answer once, and leaves answers not declared with zod to JSON.stringify', () => {
    expect(responseSerializer({ schema: answer, method: 'HEAD', url: '/example' })).toBe(serialise);
    const described = responseSerializer({
      schema: { description: 'A document' },
      method: 'GET',
      url: '/doc',
    });
    expect(described({ any: { shape: [1] } })).toBe('{"any":{"shape":[1]}}');
  });

  it('keeps failures in their envelope, field errors and code included', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const invalid = await admin.post('/api/admin/badges', { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      success: false,
      data: null,
      message: expect.any(String),
      errors: expect.objectContaining({ name: expect.any(Array) }),
      code: 'bad_request',
    });
    const missing = await admin.get('/api/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      data: null,
      message: expect.any(String),
      errors: null,
      code: expect.stringMatching(/not_found$/),
    });
  });
});
