import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';

/** One method and path of the app's route table, e.g. POST /api/admin/badges/:id. */
export interface AppRoute {
  method: HTTPMethods;
  url: string;
  /** What the route declares about its input and answers (decision 016). */
  schema?: FastifySchema;
  /** What a mutating staff or admin route writes to the audit log (decision 039). */
  audit?: string | readonly string[] | false;
}

/** The entries of one registered route (Fastify's automatic HEAD twins of GET routes left out). */
export function collectRoute(route: RouteOptions): AppRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .filter((method) => method !== 'HEAD')
    .map((method) => ({ method, url: route.url, schema: route.schema, audit: route.config?.audit }));
}

export const routeName = (route: AppRoute) => `${route.method} ${route.url}`;

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A URL that reaches the route: every `:param` filled with 1. */
export const concreteUrl = (route: AppRoute) => route.url.replace(/:[A-Za-z_]+/g, '1');

/** The request options to call a route with: an empty JSON object as the body of writes. */
export const callOf = (route: AppRoute) => ({
  method: route.method,
  url: concreteUrl(route),
  payload: MUTATING.has(route.method) ? {} : undefined,
});
