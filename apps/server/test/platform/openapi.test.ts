import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { routeName } from '../helpers/routes.ts';

/**
 * The API description (decision 016), checked against the app's own route table: a new route that
 * does not declare its schemas fails here without editing this file. That the declared answers are
 * what the routes really answer is checked in declared-answers.test.ts (decision 017).
 */
const ctx = useTestApp();

interface Operation {
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/** Every API path: what the document must describe. */
const API = /^\/(api|auth)\/|^\/(logout|healthz|readyz)$/;

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

async function fetchDocument(): Promise<Document> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

const operationOf = (doc: Document, method: string, url: string) =>
  doc.paths[openApiPath(url)]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every API route of the route table', async () => {
    const api = ctx.routes.filter((route) => API.test(route.url));
    // Known routes of every area, so this cannot pass on an empty or partial table.
    const names = api.map(routeName);
    for (const known of [
      'GET /api/r/leaderboard',
      'POST /api/r/store/:itemId/redeem',
      'GET /api/staff/redemptions',
      'PUT /api/admin/settings',
      'GET /auth/discord',
      'POST /logout',
      'GET /api/r/live',
    ]) {
      expect(names).toContain(known);
    }
    expect(api.length).toBeGreaterThan(60);

    const doc = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    const missing = api.filter((route) => !operationOf(doc, route.method, route.url)).map(routeName);
    expect(missing, 'routes missing from /api/docs/openapi.json: declare `schema: describe(…)`').toEqual([]);
  });

  it('gives each operation its path parameters, and failures the envelope with a code', async () => {
    const doc = await fetchDocument();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const operation of Object.values(item)) {
        const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const named = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => m[1]);
        expect(inPath.sort(), path).toEqual(named.sort());
        expect(operation.responses.default, path).toBeDefined();
      }
    }
    const failure = doc.components.schemas.Failure;
    expect(failure?.required).toEqual(
      expect.arrayContaining(['success', 'data', 'message', 'errors', 'code']),
    );
  });

  it('describes a purchase: the item id in the path and the envelope of the result', async () => {
    const redeem = operationOf(await fetchDocument(), 'POST', '/api/r/store/:itemId/redeem');
    expect(redeem?.parameters).toEqual([
      expect.objectContaining({
        name: 'itemId',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string' }),
      }),
    ]);
    const answer = redeem?.responses['200']?.content?.['application/json'].schema;
    expect(answer?.required).toEqual(['success', 'data', 'message', 'errors']);
    const data = (answer?.properties as Record<string, { required?: string[] }> | undefined)?.data;
    expect(data?.required).toEqual(expect.arrayContaining(['user_points', 'item_quantity']));
  });

  it('describes strict request bodies, query strings and created answers', async () => {
    const doc = await fetchDocument();
    const create = operationOf(doc, 'POST', '/api/admin/store/items');
    const body = create?.requestBody?.content['application/json'].schema;
    expect(body?.additionalProperties).toBe(false);
    expect(body?.required).toEqual(expect.arrayContaining(['name', 'cost']));
    expect(Object.keys(create?.responses ?? {}).sort()).toEqual(['201', 'default']);

    const queue = operationOf(doc, 'GET', '/api/staff/redemptions');
    expect(queue?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'query:item_id',
      'query:page',
      'query:status',
    ]);
  });

  it('serves a readable page of it with nothing from elsewhere', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toContain('POST /api/r/store/{itemId}/redeem');
    expect(res.body).toContain('href="/api/docs/openapi.json"');
    expect(res.body).not.toMatch(/<script|https?:\/\//);
  });
});
