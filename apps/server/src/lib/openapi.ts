import { failureEnvelopeSchema } from '@podium/shared/common/envelope';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { jsonSchema as fromZod, type Io, type JsonSchema } from './json-schema.ts';

/** The paths the API description covers; pages, static files and the SPA fallback are not API. */
export const DESCRIBED_PATHS = /^\/(api|auth|webhooks|logout|healthz|readyz)(\/|$)/;

/** The JSON Schema of a declared part: converted when it is zod, else as written. */
const jsonSchema = (schema: unknown, io: Io): JsonSchema =>
  schema instanceof z.ZodType ? fromZod(schema, io) : ((schema ?? {}) as JsonSchema);

const openApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const pathNames = (url: string) => [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);

function parameters(url: string, schema: FastifySchema) {
  const params = jsonSchema(schema.params, 'input');
  const paramProps = (params.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = pathNames(url).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: paramProps[name] ?? { type: 'string' },
  }));
  const query = schema.querystring ? jsonSchema(schema.querystring, 'input') : {};
  const required = new Set((query.required ?? []) as string[]);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
  return [...inPath, ...inQuery];
}

const AREAS: Record<string, string> = { r: 'public', admin: 'admin', staff: 'staff' };

/** The group an operation is listed under: its area and subject (`admin store`, `public friends`, `auth`). */
function tagOf(url: string): string {
  const [first = '', area = '', subject = ''] = url.split('/').filter(Boolean);
  if (first !== 'api' || !AREAS[area]) return first === 'logout' ? 'auth' : first;
  return subject ? `${AREAS[area]} ${subject}` : AREAS[area];
}

function operation(route: RouteOptions, method: string) {
  const schema = route.schema as FastifySchema;
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    responses[status] =
      body instanceof z.ZodType
        ? { description: 'Success', content: { 'application/json': { schema: jsonSchema(body, 'output') } } }
        : { description: (body as { description?: string }).description ?? 'Success' };
  }
  responses.default = {
    description: 'Failure: the envelope with a stable `code`',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
  };
  const params = parameters(route.url, schema);
  const tag = tagOf(route.url);
  return {
    operationId: `${method.toLowerCase()}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    tags: [tag],
    ...(params.length ? { parameters: params } : {}),
    ...(schema.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schema.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** Whether a route has declared what it answers, which is what puts it in the document. */
export const isDescribed = (route: RouteOptions) =>
  DESCRIBED_PATHS.test(route.url) && Boolean((route.schema as FastifySchema | undefined)?.response);

/** The OpenAPI 3.1 document of every described route in the app's route table. */
export function openApiDocument(routes: readonly RouteOptions[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes.filter(isDescribed)) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) {
      const item = paths[openApiPath(route.url)] ?? {};
      item[method.toLowerCase()] = operation(route, method);
      paths[openApiPath(route.url)] = item;
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Podium API',
      version: '1.0.0',
      description:
        'Every answer is the envelope { success, data, message, errors } (+ code on failures). Writes need the CSRF header; staff and admin routes need a role.',
    },
    paths,
    components: { schemas: { Failure: jsonSchema(failureEnvelopeSchema, 'output') } },
  };
}
