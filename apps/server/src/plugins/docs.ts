import type { FastifyInstance, RouteOptions } from 'fastify';
import { openApiDocument } from '../lib/openapi.ts';
import { describe } from '../lib/route-schema.ts';
import { requireRole } from './auth.ts';

type Document = ReturnType<typeof openApiDocument>;
interface Operation {
  tags: string[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const block = (title: string, value: unknown) =>
  `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;

/** A readable page of the document: no scripts and nothing from elsewhere, so the CSP stays `'self'`. */
export function docsPage(document: Document): string {
  const sections: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const parts = [
        op.parameters?.length ? block('Parameters', op.parameters) : '',
        op.requestBody ? block('Request body', op.requestBody.content['application/json']?.schema) : '',
        ...Object.entries(op.responses)
          .filter(([status]) => status !== 'default')
          .map(([status, r]) => {
            const schema = r.content?.['application/json']?.schema;
            return schema === undefined
              ? `<p>Response ${escapeHtml(status)}: ${escapeHtml(r.description)}</p>`
              : block(`Response ${status}`, schema);
          }),
      ];
      sections.push(
        `<section><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code> <small>${escapeHtml(op.tags.join(', '))}</small></h3>${parts.join('')}</section>`,
      );
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}section{border-top:1px solid #ccc;padding:.25rem 0}h3{font-size:1rem;margin:.5rem 0}pre{background:#f4f4f4;padding:.5rem;overflow:auto}</style>
</head><body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>
<p><a href="/api/docs/openapi.json">OpenAPI 3.1 document (JSON)</a> · ${sections.length} operations</p>
${sections.join('\n')}
</body></html>`;
}

/**
 * `/api/docs/openapi.json` (the OpenAPI 3.1 document, built from the route table once all routes are
 * registered) and `/api/docs` (a readable page of it). Decision 016. In production they answer Admins
 * only (401/403 otherwise, as the envelope or a page), unless PUBLIC_API_DOCS=true: the document maps
 * every admin route, which a stranger has no need to read.
 */
export function docsRoutes(routeTable: readonly RouteOptions[]) {
  return async (app: FastifyInstance) => {
    if (!app.deps.config.publicApiDocs) {
      const adminOnly = requireRole('Admin');
      app.addHook('preHandler', async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        await adminOnly(request, reply);
      });
    }
    let document: Document | undefined;
    let page: string | undefined;
    const built = () => {
      document ??= openApiDocument(routeTable);
      return document;
    };
    app.get(
      '/api/docs/openapi.json',
      { schema: describe({ responses: { 200: { description: 'This document (OpenAPI 3.1, JSON)' } } }) },
      async () => built(),
    );
    app.get(
      '/api/docs',
      {
        schema: describe({ responses: { 200: { description: 'A readable page of this document (HTML)' } } }),
      },
      async (_request, reply) => {
        page ??= docsPage(built());
        return reply.type('text/html; charset=utf-8').send(page);
      },
    );
  };
}
