import type { onSendAsyncHookHandler, preSerializationAsyncHookHandler, RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Config } from '../../src/config.ts';
import { type Agent, useTestApp } from './app.ts';
import { type AppRoute, routeName } from './routes.ts';

/** The zod schema of a route's success answer, and its status. */
export function declaredSuccess(route: AppRoute): { status: number; schema: z.ZodType } | undefined {
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  const found = Object.entries(responses).find(([status, s]) => /^2/.test(status) && s instanceof z.ZodType);
  return found ? { status: Number(found[0]), schema: found[1] as z.ZodType } : undefined;
}

const API = /^\/(api|auth)\/|^\/(logout|healthz|readyz)$/;

const withHook = <T>(own: T | T[] | undefined, hook: T): T[] => [
  ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
  hook,
];

/**
 * The app, watched: for each request, the route that answered it and what its handler handed to the
 * serialiser (Fastify's own `preSerialization` and `onSend` hooks, added to every route). `call` makes
 * a real request and checks the answer against the route's declared schema (decision 017).
 */
export function useAnswerChecks(options: { config?: () => Config } = {}) {
  const handed = new Map<string, unknown>();
  const answeredBy = new Map<string, string>();
  const remember: preSerializationAsyncHookHandler = async (request, _reply, payload) => {
    handed.set(request.id, payload);
    return payload;
  };
  const route: onSendAsyncHookHandler = async (request, _reply, payload) => {
    answeredBy.set(request.id, `${request.method} ${request.routeOptions.url}`);
    return payload;
  };
  const ctx = useTestApp(
    {},
    {
      ...options,
      onRoute: (options: RouteOptions) => {
        options.preSerialization = withHook(options.preSerialization, remember);
        options.onSend = withHook(options.onSend, route);
      },
    },
  );
  const checked = new Set<string>();

  /** Calls a route and checks its answer; returns the answer's `data` for the next steps. */
  async function call<T = unknown>(agent: Agent, method: string, url: string, payload?: unknown): Promise<T> {
    const res = await agent.request({ method, url, payload: payload as object });
    const id = res.headers['x-request-id'] as string;
    const name = answeredBy.get(id) ?? `${method} ${url}`;
    const declared = ctx.routes.find((r) => routeName(r) === name);
    const success = declared && declaredSuccess(declared);
    expect(success, `${name} declares no zod answer`).toBeDefined();
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(success!.status);
    const body = res.json();
    const parsed = success!.schema.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues, `${name} answers what it declares`).toEqual([]);
    expect(parsed.data, `${name}: nothing beyond the declaration`).toEqual(body);
    if (handed.has(id)) {
      // What the handler sent, as JSON.stringify writes it: nothing dropped, nothing coerced.
      expect(body, `${name}: the declaration leaves out or changes what the handler sends`).toEqual(
        JSON.parse(JSON.stringify(handed.get(id))),
      );
    } else {
      expect(
        res.headers.etag,
        `${name}: an answer not serialised here is a cached read's bytes`,
      ).toBeDefined();
    }
    checked.add(name);
    return (body as { data: T }).data;
  }

  /** API routes that declare a zod answer and that no `call` has checked yet. */
  const unchecked = () =>
    ctx.routes
      .filter((r) => API.test(r.url) && declaredSuccess(r))
      .map(routeName)
      .filter((name) => !checked.has(name));

  return { ctx, call, checked, unchecked };
}
