import { idParamSchema } from '@podium/shared/common/ids';
import { validationMessages } from '@podium/shared/common/validation-messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, notFound } from '../../src/lib/errors.ts';
import { refusing, requestValidator } from '../../src/lib/validation.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { routeName } from '../helpers/routes.ts';

/** A route's declared parts are validated once, before its handler (decision 035). */
const ctx = useTestApp();

type Result = { value?: unknown; error?: unknown };
const validate = (schema: z.ZodType, httpPart: string, data: unknown) =>
  requestValidator({ schema, httpPart, method: 'POST', url: '/example' })(data) as Result;
const refusal = (result: Result) => {
  expect(result.error).toBeInstanceOf(AppError);
  const { status, code, message, fieldErrors } = result.error as AppError;
  return { status, code, message, fieldErrors };
};

const body = z.strictObject({
  name: z.string().trim().min(1, 'Required'),
  page: z.coerce.number().int().default(1),
  tags: z.array(z.string().max(3, 'Too long')).default([]),
});

describe('the validator compiler', () => {
  it('hands the handler what the schema parses to: trimmed, coerced, defaults filled in', () => {
    expect(validate(body, 'body', { name: '  Ann ', page: '2' })).toEqual({
      value: { name: 'Ann', page: 2, tags: [] },
    });
    expect(validate(z.object({ page: z.number().default(1) }), 'body', null)).toEqual({ value: { page: 1 } });
  });

  it('refuses a body or a query with 400 bad_request: field errors by path, a message that names no field', () => {
    expect(refusal(validate(body, 'body', { name: ' ', tags: ['abcd'], extra: 1 }))).toEqual({
      status: 400,
      code: 'bad_request',
      message: validationMessages.checkFields,
      fieldErrors: { name: ['Required'], 'tags.0': ['Too long'], _: [validationMessages.unknownKeys] },
    });
    // One field in error: its own words alone, never "name: Required".
    expect(refusal(validate(body, 'body', { name: ' ' }))).toMatchObject({
      message: 'Required',
      fieldErrors: { name: ['Required'] },
    });
    const root = refusal(validate(z.string({ error: 'Send text' }), 'querystring', 5));
    expect([root.message, root.fieldErrors]).toEqual(['Send text', { _: ['Send text'] }]);
  });

  it('refuses path parameters that cannot name anything with 404 not_found', () => {
    const params = z.object({ id: idParamSchema });
    expect(validate(params, 'params', { id: '42' })).toEqual({ value: { id: 42 } });
    for (const id of ['0', '1e3', '2147483648', 'x']) {
      expect(refusal(validate(params, 'params', { id })), id).toMatchObject({
        status: 404,
        code: 'not_found',
      });
    }
  });

  it('answers a schema’s own refusal only where the route declared it, not wherever the schema is used', () => {
    const own = refusing(body, () => notFound('Page not found.'));
    expect(refusal(validate(own, 'body', {}))).toMatchObject({ status: 404, message: 'Page not found.' });
    expect(refusal(validate(body, 'body', {}))).toMatchObject({ status: 400, code: 'bad_request' });
  });

  it('stops the start-up on a part declared with something that is not a zod schema', () => {
    expect(() =>
      requestValidator({ schema: { type: 'object' } as never, httpPart: 'body', method: 'PUT', url: '/x' }),
    ).toThrow('PUT /x: its body is not a zod schema');
  });
});

describe('the app validates before the handler', () => {
  it('declares every path parameter of every API route, so each is validated', () => {
    const undeclared = ctx.routes
      .filter((route) => /^\/(api|auth|webhooks)\//.test(route.url))
      .filter((route) => {
        const named = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).sort();
        const params = route.schema?.params as z.ZodObject | undefined;
        return (
          named.length > 0 &&
          JSON.stringify(Object.keys(params?.shape ?? {}).sort()) !== JSON.stringify(named)
        );
      })
      .map(routeName);
    expect(undeclared).toEqual([]);
  });

  it('tells a visitor to sign in before telling them what their input lacks', async () => {
    const anon = await visitor(ctx);
    const res = await anon.post('/api/admin/badges', { name: 42 });
    expect([res.statusCode, json(res).code]).toEqual([401, 'unauthorized']);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const refused = await admin.post('/api/admin/badges', { name: 42 });
    expect([refused.statusCode, json(refused).code]).toEqual([400, 'bad_request']);
  });
});
